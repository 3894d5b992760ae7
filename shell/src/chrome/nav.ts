import { isPermission, type Permission } from '@fairway/shared-api';
import type { Language } from '@fairway/shared-ui';
import { labelIn, type NavGroup, type RemoteEntry } from '../root/remotes';
import { matchesPrefix } from '../root/routes';

export type NavItem = { label: string; path: string; remote: string; group: NavGroup | null };

/** The groups of the main navigation (the account's entries are in the user menu). */
export type MainGroup = Exclude<NavGroup, 'account'>;

/**
 * The order of the groups for a person: whoever runs the desk (tee_sheet:manage) finds it first,
 * everyone else Play; setting up and administering the club come after what is done every day.
 */
export function groupOrder(can: (permission: Permission) => boolean): MainGroup[] {
  return can('tee_sheet:manage')
    ? ['desk', 'play', 'setup', 'admin']
    : ['play', 'desk', 'setup', 'admin'];
}

/** One group of the main navigation; `group` null: entries of a remotes.json without groups. */
export type NavSection = { group: MainGroup | null; items: NavItem[] };

/**
 * The main navigation in groups, in `order`, leaving out empty groups and the account's entries;
 * entries without a known group come last. Within a group, the remotes' order.
 */
export function navSections(items: readonly NavItem[], order: readonly MainGroup[]): NavSection[] {
  const sections: NavSection[] = order.map((group) => ({
    group,
    items: items.filter((i) => i.group === group),
  }));
  sections.push({ group: null, items: items.filter((i) => i.group === null) });
  return sections.filter((s) => s.items.length > 0);
}

/** The account's entries (My profile, Notifications): the user menu shows them. */
export const accountNav = (items: readonly NavItem[]): NavItem[] =>
  items.filter((i) => i.group === 'account');

/**
 * The navigation a user sees, labelled in `language`: entries of enabled remotes, each shown only
 * with its permission (hasPermission rules) and its own flag on. An entry naming a permission the
 * platform does not have (a typo in a remote's package.json) is shown to nobody.
 */
export function visibleNav(
  remotes: readonly RemoteEntry[],
  can: (permission: Permission) => boolean,
  isEnabled: (flag: string | null) => boolean,
  language: Language,
): NavItem[] {
  return remotes
    .filter((r) => isEnabled(r.flag))
    .flatMap((r) =>
      r.nav
        .filter(
          (n) =>
            (n.permission === null || (isPermission(n.permission) && can(n.permission))) &&
            isEnabled(n.flag),
        )
        .map((n) => ({
          label: labelIn(n, language),
          path: n.path,
          remote: r.name,
          group: n.group,
        })),
    );
}

/** The path of a route some enabled remote serves, or null (the chrome then leaves its link out). */
export function servedPath(
  remotes: readonly RemoteEntry[],
  path: string,
  isEnabled: (flag: string | null) => boolean,
): string | null {
  return remotes.some((r) => isEnabled(r.flag) && r.routes.some((p) => matchesPrefix(path, p)))
    ? path
    : null;
}

/**
 * The nav path that is the current page: the longest one the pathname falls under, so that on
 * /courses/tee-sheet only 'Tee sheet' is current, not also 'Tee times' (/courses).
 */
export function currentNavPath(pathname: string, paths: readonly string[]): string | null {
  return paths
    .filter((p) => matchesPrefix(pathname, p))
    .reduce<string | null>((best, p) => (best === null || p.length > best.length ? p : best), null);
}
