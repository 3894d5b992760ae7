import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The member's booking screen: the course they book on is remembered (also across visits, in
 * this browser), so a member of one course never has to pick it again. The date is not: it lives
 * in the address (`?date=`, see useBookingDate), so a reload keeps it and Back goes to the day before.
 */
export type BookingState = {
  courseId: number | null;
  setCourseId: (courseId: number | null) => void;
};

export const useBookingStore = create<BookingState>()(
  persist(
    (set) => ({
      courseId: null,
      setCourseId: (courseId) => set({ courseId }),
    }),
    {
      name: 'fairway.courses.booking',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ courseId: state.courseId }),
    },
  ),
);
