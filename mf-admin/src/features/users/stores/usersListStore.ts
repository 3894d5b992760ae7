import { create } from 'zustand';
import type { UserStatus } from '@fairway/shared-api/users';

/**
 * The users list's search, filters and page. A store because it outlives the list: opening a
 * user and coming back keeps what the administrator was looking at.
 */
export type UsersListState = {
  q: string;
  role: string;
  status: UserStatus | '';
  offset: number;
  limit: number;
  setQuery: (q: string) => void;
  setRole: (role: string) => void;
  setStatus: (status: UserStatus | '') => void;
  setOffset: (offset: number) => void;
  setLimit: (limit: number) => void;
  reset: () => void;
};

const initial = { q: '', role: '', status: '' as const, offset: 0, limit: 25 };

export const useUsersListStore = create<UsersListState>()((set) => ({
  ...initial,
  // A new search or filter starts again at the first page.
  setQuery: (q) => set((s) => (s.q === q ? s : { q, offset: 0 })),
  setRole: (role) => set({ role, offset: 0 }),
  setStatus: (status) => set({ status, offset: 0 }),
  setOffset: (offset) => set({ offset: Math.max(0, offset) }),
  setLimit: (limit) => set({ limit, offset: 0 }),
  reset: () => set(initial),
}));
