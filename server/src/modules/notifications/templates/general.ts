/** Any other notification by e-mail: its title, body and link. */
import { portalLink, type ClubBrand, type EmailContent } from './layout';

export function generalEmail(
  brand: ClubBrand,
  firstName: string | null,
  n: { title: string; body: string; link: string | null },
): EmailContent {
  return {
    subject: n.title,
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: n.body ? [n.body] : [],
    action: n.link ? { label: 'Open in the portal', url: portalLink(brand, n.link) } : undefined,
  };
}
