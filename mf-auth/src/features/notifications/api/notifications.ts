import { getHttp } from '@fairway/shared-api';
import { createNotificationsClient } from '@fairway/shared-api/notifications';

/** The calls of /api/settings/notifications for the signed-in person's own notifications. */
export const notificationsApi = () => createNotificationsClient(getHttp());
