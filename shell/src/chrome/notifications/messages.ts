import { defineMessages } from '@fairway/shared-ui';

/** The bell's and its panel's words. */
export const bellMessages = defineMessages({
  en: {
    notifications: 'Notifications',
    notificationsUnread: {
      one: 'Notifications, {count} unread',
      other: 'Notifications, {count} unread',
    },
    loading: 'Loading notifications…',
    notLoaded: 'Notifications could not be loaded',
    empty: 'No notifications yet',
    markRead: 'Mark read',
    markReadOf: 'Mark “{title}” read',
    markAllRead: 'Mark all read',
    markingRead: 'Marking read',
    allNotifications: 'All notifications',
    unread: 'Unread:',
  },
  es: {
    notifications: 'Notificaciones',
    notificationsUnread: {
      one: 'Notificaciones, {count} sin leer',
      other: 'Notificaciones, {count} sin leer',
    },
    loading: 'Cargando notificaciones…',
    notLoaded: 'No se han podido cargar las notificaciones',
    empty: 'Aún no tienes notificaciones',
    markRead: 'Marcar como leída',
    markReadOf: 'Marcar «{title}» como leída',
    markAllRead: 'Marcar todas como leídas',
    markingRead: 'Marcando como leída',
    allNotifications: 'Todas las notificaciones',
    unread: 'Sin leer:',
  },
});
