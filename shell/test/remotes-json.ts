import type { Permission } from '@fairway/shared-api';
import { parseRemotes, type NavGroup, type RemoteEntry } from '../src/root/remotes';

/**
 * One remotes.json entry as a test writes it. Typed, unlike what parseRemotes accepts from the
 * network, so that a navigation entry asking for a permission the platform does not have fails
 * typecheck instead of quietly hiding the entry.
 */
export type RemoteJson = Pick<RemoteEntry, 'name' | 'manifest' | 'routes'> &
  Partial<Pick<RemoteEntry, 'label' | 'labels' | 'publicRoutes' | 'flag' | 'modules'>> & {
    nav?: {
      label: string;
      labels?: Record<string, string>;
      path: string;
      permission: Permission | null;
      flag?: string | null;
      group?: NavGroup;
    }[];
    home?: {
      id: string;
      module: string;
      export: string;
      permission: Permission | null;
      flag: string | null;
      group: Exclude<NavGroup, 'account'>;
    }[];
  };

/** The shell's reading of a remotes.json listing these entries. */
export const remotesFrom = (remotes: RemoteJson[]): RemoteEntry[] => parseRemotes({ remotes });
