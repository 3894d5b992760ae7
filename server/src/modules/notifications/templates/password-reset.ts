/** The password reset e-mail (sent by the auth module). */
import type { ClubBrand, EmailContent } from './layout';

export function passwordResetEmail(
  brand: ClubBrand,
  firstName: string | null,
  link: string,
  hours: number,
): EmailContent {
  return {
    subject: `Reset your ${brand.name} password`,
    greeting: `Hello ${firstName || 'there'},`,
    paragraphs: [
      `Someone asked to reset the password of your ${brand.name} account. To choose a new password, open this link within ${hours} hour${hours === 1 ? '' : 's'}:`,
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  };
}
