import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePermission } from '@fairway/shared-ui';
import type { MaintenanceBalance, MaintenanceJob } from '@fairway/shared-api/house-maintenance';

/** What a payment is for: a balance row, or a job just resolved. */
export type PaymentTarget = Pick<
  MaintenanceBalance,
  'maintenance_id' | 'title' | 'tenant_name' | 'outstanding'
>;

/** A dialog of the maintenance screen. */
export type MaintenanceDialog =
  | { kind: 'new' }
  | { kind: 'edit'; job: MaintenanceJob }
  | { kind: 'assign'; job: MaintenanceJob }
  | { kind: 'resolve'; job: MaintenanceJob }
  | { kind: 'payment'; target: PaymentTarget };

export type MaintenanceState = {
  /** house_maintenance:write: the actions are offered. */
  canWrite: boolean;
  /** Jobs changed on this page since the board loaded: shown instead of their loaded rows. */
  latest: (job: MaintenanceJob) => MaintenanceJob;
  /** Jobs deleted on this page. */
  removed: ReadonlySet<number>;
  /** After the server confirmed a change of a job. */
  remember: (job: MaintenanceJob) => void;
  forget: (jobId: number) => void;
  /** Bumped when a job is created (the board reloads). */
  created: number;
  markCreated: (job: MaintenanceJob) => void;
  /** Bumped when money moved (a resolve with a charge, a payment): balances and finances reload. */
  money: number;
  markMoney: () => void;
  dialog: MaintenanceDialog | null;
  openDialog: (dialog: MaintenanceDialog | null) => void;
};

const MaintenanceContext = createContext<MaintenanceState | null>(null);

/** What the board, the job's panel, the tabs and the dialogs share. */
export function MaintenanceProvider({ children }: { children: ReactNode }) {
  const canWrite = usePermission('house_maintenance:write');
  const [updated, setUpdated] = useState<Record<number, MaintenanceJob>>({});
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [created, setCreated] = useState(0);
  const [money, setMoney] = useState(0);
  const [dialog, setDialog] = useState<MaintenanceDialog | null>(null);

  const remember = useCallback(
    (job: MaintenanceJob) => setUpdated((current) => ({ ...current, [job.id]: job })),
    [],
  );
  const forget = useCallback(
    (jobId: number) => setRemoved((current) => new Set(current).add(jobId)),
    [],
  );
  const markCreated = useCallback(
    (job: MaintenanceJob) => {
      remember(job);
      setCreated((n) => n + 1);
    },
    [remember],
  );
  const markMoney = useCallback(() => setMoney((n) => n + 1), []);

  const value = useMemo<MaintenanceState>(
    () => ({
      canWrite,
      latest: (job) => updated[job.id] ?? job,
      removed,
      remember,
      forget,
      created,
      markCreated,
      money,
      markMoney,
      dialog,
      openDialog: setDialog,
    }),
    [canWrite, updated, removed, remember, forget, created, markCreated, money, markMoney, dialog],
  );
  return <MaintenanceContext.Provider value={value}>{children}</MaintenanceContext.Provider>;
}

export function useMaintenance(): MaintenanceState {
  const state = useContext(MaintenanceContext);
  if (!state) throw new Error('useMaintenance() outside <MaintenanceProvider>');
  return state;
}
