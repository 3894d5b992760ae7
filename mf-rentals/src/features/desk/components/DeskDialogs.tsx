import { useDesk } from '../stores/DeskContext';
import { CancelDialog } from './CancelDialog';
import { NewRentalDialog } from './NewRentalDialog';
import { PaymentDialog } from './PaymentDialog';
import { RefundDialog } from './RefundDialog';
import { ReturnDialog } from './ReturnDialog';
import { StatusDialog } from './StatusDialog';

/** The one open dialog of the desk (keyed by rental, so each opens fresh). */
export function DeskDialogs() {
  const { dialog } = useDesk();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'new':
      return <NewRentalDialog />;
    case 'return':
      return <ReturnDialog key={dialog.rental.id} rental={dialog.rental} />;
    case 'payment':
      return <PaymentDialog key={`pay-${dialog.rental.id}`} rental={dialog.rental} />;
    case 'refund':
      return <RefundDialog key={dialog.rental.id} rental={dialog.rental} />;
    case 'cancel':
      return <CancelDialog key={dialog.rental.id} rental={dialog.rental} />;
    case 'status':
      return <StatusDialog key={dialog.rental.id} rental={dialog.rental} />;
  }
}
