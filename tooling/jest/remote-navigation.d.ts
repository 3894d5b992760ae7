/** One entry of package.json "fairway.remote.nav". */
export type RemoteNavEntry = {
  label: string;
  /** The label in every other catalogue language: { es: 'Salidas' }. */
  labels: Readonly<Record<string, string>>;
  path: string;
  permission: string;
  flag: string | null;
};

export type RemoteNavigationCase = {
  /** The remote's package.json "fairway.remote" block (`REMOTE` in src/app/remote.ts). */
  remote: {
    name: string;
    label: string;
    labels: Readonly<Record<string, string>>;
    routes: string[];
    nav: readonly RemoteNavEntry[];
  };
  /** Renders the remote's routes at `url` (inside a MemoryRouter). */
  renderAt: (url: string) => void;
  /**
   * Puts the stores in the state the page needs before each entry is opened: someone signed in
   * WITHOUT the entry's permission (so a guarded page shows its notice and loads nothing).
   */
  arrange?: (entry: RemoteNavEntry) => void;
};

/** Defines the navigation test of one remote (a describe block with one test per entry). */
export function describeRemoteNavigation(remote: RemoteNavigationCase): void;
