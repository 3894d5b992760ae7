/**
 * iCalendar (RFC 5545) for one event: CRLF line endings, lines folded at 75 octets, TEXT values
 * escaped. Times are written in UTC, so no VTIMEZONE is needed.
 */

export type CalendarEvent = {
  /** Stable per booking, so a changed or cancelled booking replaces the same calendar entry. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  url?: string;
  /** When this version was made; also orders versions (SEQUENCE). */
  stamp: Date;
  /** The version (SEQUENCE); without it, the seconds from 2020 to the stamp. */
  sequence?: number;
  cancelled?: boolean;
};

/** 20260514T081000Z */
export const icsDateTime = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const icsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one
 * space (RFC 5545 3.1), never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The VEVENT of one event, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    // Grows with each version, so calendars keep the newest (without one: seconds since 2020).
    `SEQUENCE:${event.sequence ?? Math.max(0, Math.floor((event.stamp.getTime() - Date.UTC(2020, 0, 1)) / 1000))}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

export function icsOf(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fairway//Tee sheet//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...eventLines(event),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Several events in one calendar (a subscribed feed): PUBLISH, each event as icsOf writes it. */
export function icsFeedOf(name: string, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fairway//Tee sheet//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((e) => eventLines(e)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
