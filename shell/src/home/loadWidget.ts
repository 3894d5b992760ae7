import { loadSpa } from '../root/federation';
import type { HomeWidget, RemoteEntry } from '../root/remotes';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;

/** A widget's single-spa parcel lifecycles (each a function or a list run in order). */
export type WidgetParcel = {
  bootstrap?: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
};

/** Fetches a widget's parcel; `retry`: after a failure (the remote is registered again). */
export type LoadWidget = (
  remote: RemoteEntry,
  widget: HomeWidget,
  retry: boolean,
) => Promise<WidgetParcel>;

const isLifecycle = (l: unknown) =>
  typeof l === 'function' || (Array.isArray(l) && l.every((f) => typeof f === 'function'));

/** The parcel `widget.export` of a loaded module (or of its default export). */
export function parcelOf(mod: unknown, widget: HomeWidget): WidgetParcel {
  for (const source of [mod, (mod as { default?: unknown } | null)?.default]) {
    const parcel = (source as Record<string, unknown> | null | undefined)?.[widget.export] as
      Partial<WidgetParcel> | undefined;
    if (parcel && isLifecycle(parcel.mount) && isLifecycle(parcel.unmount))
      return parcel as WidgetParcel;
  }
  throw new Error(
    `'${widget.module}' does not export '${widget.export}' as parcel lifecycles (mount and unmount)`,
  );
}

/** The portal's loader: the remote's exposed module through Module Federation. */
export const loadFederatedWidget: LoadWidget = async (remote, widget, retry) =>
  parcelOf(await loadSpa(remote, retry, widget.module), widget);

/** Runs one lifecycle (or each of a list, in order). */
export async function runLifecycle(
  lifecycle: Lifecycle | Lifecycle[] | undefined,
  props: Record<string, unknown>,
): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}
