import { getHttp } from '@fairway/shared-api';
import { createNotificationsClient } from '@fairway/shared-api/notifications';

/**
 * The notifications calls. Only ever imported with import(): a domain entry must stay out of the
 * shell's startup files (pnpm size fails otherwise), so the bell's code for the API is its own chunk.
 */
export const notificationsApi = () => createNotificationsClient(getHttp());
