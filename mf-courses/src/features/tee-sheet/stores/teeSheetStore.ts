import { create } from 'zustand';

/**
 * The staff tee sheet's course and day. A store because it outlives the page: a starter who
 * opens the service queue and comes back finds the same sheet.
 */
export type TeeSheetState = {
  courseId: number | null;
  /** YYYY-MM-DD; null opens on today. */
  date: string | null;
  setCourseId: (courseId: number | null) => void;
  setDate: (date: string) => void;
  reset: () => void;
};

export const useTeeSheetStore = create<TeeSheetState>()((set) => ({
  courseId: null,
  date: null,
  setCourseId: (courseId) => set({ courseId }),
  setDate: (date) => set({ date }),
  reset: () => set({ courseId: null, date: null }),
}));
