import { defineMessages, type MessageKey, type Translate } from '@fairway/shared-ui';

/**
 * The notifications page's words. Its own catalogue while the package's (src/i18n/messages.ts)
 * is being translated; the keys can move there as they are.
 */
export const notificationMessages = defineMessages({
  en: {
    title: 'Notifications',
    description: 'News from your club and about your bookings.',
    unreadCount: { zero: 'All read', one: '{count} unread', other: '{count} unread' },
    loading: 'Loading your notifications…',
    notLoaded: 'Your notifications could not be loaded',
    notRefreshed: 'Your notifications could not be refreshed: {error}',
    emptyTitle: 'No notifications yet',
    emptyMessage: 'When your club or your bookings have news for you, it shows here.',
    markRead: 'Mark read',
    markReadOf: 'Mark “{title}” read',
    markAllRead: 'Mark all read',
    markingRead: 'Marking read',
    allMarkedRead: 'All notifications marked read',
    markedRead: '“{title}” marked read',
    unread: 'Unread:',
    loadMore: 'Load more',
    loadingMore: 'Loading more',
    moreNotLoaded: 'Older notifications could not be loaded: {error}',
    noMore: 'That is all your notifications.',
    listLabel: 'Your notifications',
    updated: 'Notifications updated',
  },
  es: {
    title: 'Notificaciones',
    description: 'Noticias de tu club y de tus reservas.',
    unreadCount: { zero: 'Todas leídas', one: '{count} sin leer', other: '{count} sin leer' },
    loading: 'Cargando tus notificaciones…',
    notLoaded: 'No se han podido cargar tus notificaciones',
    notRefreshed: 'No se han podido actualizar tus notificaciones: {error}',
    emptyTitle: 'Aún no tienes notificaciones',
    emptyMessage: 'Cuando tu club o tus reservas tengan novedades para ti, aparecerán aquí.',
    markRead: 'Marcar como leída',
    markReadOf: 'Marcar «{title}» como leída',
    markAllRead: 'Marcar todas como leídas',
    markingRead: 'Marcando como leída',
    allMarkedRead: 'Todas las notificaciones marcadas como leídas',
    markedRead: '«{title}» marcada como leída',
    unread: 'Sin leer:',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando más',
    moreNotLoaded: 'No se han podido cargar las notificaciones anteriores: {error}',
    noMore: 'Estas son todas tus notificaciones.',
    listLabel: 'Tus notificaciones',
    updated: 'Notificaciones actualizadas',
  },
});
export type NotificationsTranslate = Translate<MessageKey<typeof notificationMessages>>;
