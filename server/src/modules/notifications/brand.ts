import type { FastifyInstance } from 'fastify';
import type { Features } from '@fairway/shared-api/contract';
import type { SettingsSection } from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { readFlagged } from '../settings';
import type { ClubBrand } from './templates/layout';

/** What the club's e-mails need, read in one statement. */
export type ClubMail = {
  brand: ClubBrand;
  features: Features;
  switches: SettingsSection<'notifications'>;
  timeZone: string;
};

/**
 * The club as its e-mails show it: the site name (what the portal shows), the name as a wordmark
 * (the settings have no logo yet), links into the portal and the club's reply-to address; with
 * the flags, the notifications section and the club's time zone.
 */
export async function clubMail(
  app: FastifyInstance,
  tx: Tx,
  organizationId: number,
): Promise<ClubMail> {
  const { features, section, timeZone } = await readFlagged(tx, organizationId, 'notifications');
  return {
    brand: {
      name: features.site_name,
      logoUrl: null,
      portalUrl: app.config.publicUrl.replace(/\/+$/, ''),
      replyTo: section.reply_to_email,
    },
    features,
    switches: section,
    timeZone,
  };
}
