import { isPermission, type Permission } from '@fairway/shared-api';
import type { MainGroup } from '../chrome/nav';
import type { HomeWidget, RemoteEntry } from '../root/remotes';

/** A widget the home page shows, with the remote it comes from. */
export type PlacedWidget = { remote: RemoteEntry; widget: HomeWidget; key: string };

/**
 * The home widgets a person sees: those of enabled remotes whose permission they hold (a
 * permission the platform lacks: nobody) and whose flag is on, ordered by their group as the
 * navigation is ordered for the person (groupOrder), then in the remotes' order.
 */
export function visibleWidgets(
  remotes: readonly RemoteEntry[],
  can: (permission: Permission) => boolean,
  isEnabled: (flag: string | null) => boolean,
  order: readonly MainGroup[],
): PlacedWidget[] {
  const shown = remotes
    .filter((r) => isEnabled(r.flag))
    .flatMap((remote) =>
      remote.home
        .filter(
          (w) =>
            (w.permission === null || (isPermission(w.permission) && can(w.permission))) &&
            isEnabled(w.flag),
        )
        .map((widget) => ({ remote, widget, key: `${remote.name}:${widget.id}` })),
    );
  const rank = (w: PlacedWidget) => {
    const i = order.indexOf(w.widget.group);
    return i === -1 ? order.length : i;
  };
  return shown
    .map((w, i) => ({ w, i }))
    .sort((a, b) => rank(a.w) - rank(b.w) || a.i - b.i)
    .map(({ w }) => w);
}
