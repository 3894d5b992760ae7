import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePermission } from '@fairway/shared-ui';
import type { EquipmentRental } from '../../../shared/api/types';

/** A dialog of the desk, for one rental. */
export type DeskDialog =
  | { kind: 'return'; rental: EquipmentRental }
  | { kind: 'payment'; rental: EquipmentRental }
  | { kind: 'refund'; rental: EquipmentRental }
  | { kind: 'cancel'; rental: EquipmentRental }
  | { kind: 'status'; rental: EquipmentRental }
  | { kind: 'new' };

export type DeskState = {
  /** rentals:write: the actions are offered. */
  canWrite: boolean;
  /** Rentals changed on this page since the lists loaded: lists show these instead of their rows. */
  updated: Readonly<Record<number, EquipmentRental>>;
  /** The latest version of a row. */
  latest: (rental: EquipmentRental) => EquipmentRental;
  /** After the server confirmed a change. */
  remember: (rental: EquipmentRental) => void;
  /** Bumped when a rental is created (lists reload) or changed (statistics reload). */
  created: number;
  changes: number;
  markCreated: (rental: EquipmentRental) => void;
  dialog: DeskDialog | null;
  openDialog: (dialog: DeskDialog | null) => void;
};

const DeskContext = createContext<DeskState | null>(null);

/** What the desk's lists, details and dialogs share: the changed rentals and the open dialog. */
export function DeskProvider({ children }: { children: ReactNode }) {
  const [updated, setUpdated] = useState<Record<number, EquipmentRental>>({});
  const [created, setCreated] = useState(0);
  const [changes, setChanges] = useState(0);
  const [dialog, setDialog] = useState<DeskDialog | null>(null);
  const canWrite = usePermission('rentals:write');
  const remember = useCallback((rental: EquipmentRental) => {
    setUpdated((current) => ({ ...current, [rental.id]: rental }));
    setChanges((n) => n + 1);
  }, []);
  const markCreated = useCallback(
    (rental: EquipmentRental) => {
      remember(rental);
      setCreated((n) => n + 1);
    },
    [remember],
  );
  const value = useMemo<DeskState>(
    () => ({
      canWrite,
      updated,
      latest: (rental) => updated[rental.id] ?? rental,
      remember,
      created,
      changes,
      markCreated,
      dialog,
      openDialog: setDialog,
    }),
    [canWrite, updated, remember, created, changes, markCreated, dialog],
  );
  return <DeskContext.Provider value={value}>{children}</DeskContext.Provider>;
}

export function useDesk(): DeskState {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('useDesk() outside <DeskProvider>');
  return desk;
}
