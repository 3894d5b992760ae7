/** The one e-mail layout: a plain-text part and an HTML part from the same content. */

/** Who the e-mail is from: the club's name, logo and portal address. */
export type ClubBrand = {
  name: string;
  /** An https image; without one the name is the wordmark. */
  logoUrl: string | null;
  /** PUBLIC_URL without a trailing slash: links go back into the portal. */
  portalUrl: string;
  /** The club's reply_to_email, when set. */
  replyTo: string | null;
};

export type EmailContent = {
  subject: string;
  /** e.g. "Hello Ada," */
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs (date, time, course…), shown as a small table. */
  details?: [string, string][];
  /** The one button: an absolute URL (see portalLink). */
  action?: { label: string; url: string };
  /** Said last, after the action, in smaller type. */
  footnote?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export const portalLink = (brand: ClubBrand, path: string): string => `${brand.portalUrl}${path}`;

function textOf(brand: ClubBrand, c: EmailContent): string {
  const lines = [c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.details?.length) lines.push(...c.details.map(([k, v]) => `${k}: ${v}`), '');
  if (c.action) lines.push(`${c.action.label}:`, c.action.url, '');
  if (c.footnote) lines.push(c.footnote, '');
  lines.push(`— ${brand.name}`);
  return lines.join('\n');
}

function htmlOf(brand: ClubBrand, c: EmailContent): string {
  const e = escapeHtml;
  const header = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" height="48" style="height:48px">`
    : `<span style="font-size:22px;font-weight:700;color:#1f5130">${e(brand.name)}</span>`;
  const details = c.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${c.details
        .map(
          ([k, v]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555">${e(k)}</th><td style="padding:4px 0">${e(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${e(c.action.url)}" style="background:#1f5130;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(c.action.label)}</a></p>`
    : '';
  const footnote = c.footnote ? `<p style="font-size:13px;color:#555">${e(c.footnote)}</p>` : '';
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(c.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">',
    `<p><a href="${e(brand.portalUrl)}/" style="text-decoration:none">${header}</a></p>`,
    `<p>${e(c.greeting)}</p>`,
    ...c.paragraphs.map((p) => `<p>${e(p)}</p>`),
    details,
    action,
    footnote,
    `<p style="font-size:13px;color:#555">${e(brand.name)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

export function renderEmail(brand: ClubBrand, content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: textOf(brand, content), html: htmlOf(brand, content) };
}
