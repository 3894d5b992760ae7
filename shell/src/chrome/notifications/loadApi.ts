/** The notifications client, from its own chunk (see notificationsApi.ts). */
export const loadNotificationsApi = () =>
  import(/* webpackChunkName: "notifications" */ './notificationsApi').then((m) =>
    m.notificationsApi(),
  );
