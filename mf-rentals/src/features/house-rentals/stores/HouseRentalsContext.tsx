import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePermission } from '@fairway/shared-ui';

export type HouseRentalsState = {
  /** house_rentals:write: the changes are offered. */
  canWrite: boolean;
  /** Bumped after a change the server confirmed: lists and calendars load again. */
  changes: number;
  changed: () => void;
};

const HouseRentalsContext = createContext<HouseRentalsState | null>(null);

/** What the house rentals page's tabs, details and dialogs share. */
export function HouseRentalsProvider({ children }: { children: ReactNode }) {
  const canWrite = usePermission('house_rentals:write');
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((n) => n + 1), []);
  const value = useMemo(() => ({ canWrite, changes, changed }), [canWrite, changes, changed]);
  return <HouseRentalsContext.Provider value={value}>{children}</HouseRentalsContext.Provider>;
}

export function useHouseRentals(): HouseRentalsState {
  const state = useContext(HouseRentalsContext);
  if (!state) throw new Error('useHouseRentals() outside <HouseRentalsProvider>');
  return state;
}
