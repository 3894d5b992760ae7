import { createRemoteLifecycles } from '@fairway/shared-ui';
import { REMOTE } from './app/remote';
import { DeskTodayWidget } from './home/components/DeskTodayWidget';
import { MyGolfWidget } from './home/components/MyGolfWidget';

/**
 * The tee sheet's home widgets (`./home`, declared in package.json "fairway.remote.home"): each
 * export is a set of single-spa parcel lifecycles the shell's home page mounts in its own slot,
 * with the shell's createRoot and an error boundary, like the remote's pages.
 */
export const deskToday = createRemoteLifecycles({
  App: DeskTodayWidget,
  name: `${REMOTE.name}:desk-today`,
});
export const myGolf = createRemoteLifecycles({ App: MyGolfWidget, name: `${REMOTE.name}:my-golf` });
