import { useMaintenance } from '../stores/MaintenanceContext';
import { AssignDialog } from './AssignDialog';
import { JobFormDialog } from './JobFormDialog';
import { PaymentDialog } from './PaymentDialog';
import { ResolveDialog } from './ResolveDialog';

/** The open dialog of the maintenance screen, if any. */
export function MaintenanceDialogs() {
  const { dialog } = useMaintenance();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'new':
      return <JobFormDialog job={null} />;
    case 'edit':
      return <JobFormDialog key={dialog.job.id} job={dialog.job} />;
    case 'assign':
      return <AssignDialog key={dialog.job.id} job={dialog.job} />;
    case 'resolve':
      return <ResolveDialog key={dialog.job.id} job={dialog.job} />;
    case 'payment':
      return <PaymentDialog key={dialog.target.maintenance_id} target={dialog.target} />;
  }
}
