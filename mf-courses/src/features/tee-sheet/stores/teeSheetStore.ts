import { create } from 'zustand';

/**
 * The staff tee sheet's courses, remembered while the portal is open: a starter who opens the
 * service queue and comes back finds the same courses. The day lives in the URL (`?date=`), so a
 * reload keeps it, Back goes to the previous day and a day can be shared.
 */
export type TeeSheetState = {
  /** The courses shown side by side; empty: the first active course. */
  courseIds: number[];
  setCourseIds: (courseIds: number[]) => void;
  reset: () => void;
};

export const useTeeSheetStore = create<TeeSheetState>()((set) => ({
  courseIds: [],
  setCourseIds: (courseIds) => set({ courseIds }),
  reset: () => set({ courseIds: [] }),
}));
