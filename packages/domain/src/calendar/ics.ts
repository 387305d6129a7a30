/** A person on an invitation: shown name and email address. */
export interface CalendarPerson {
  readonly name: string;
  readonly email: string;
}

/** One event of an RFC 5545 calendar object, as an interview invitation carries it. */
export interface CalendarEvent {
  /** REQUEST invites or updates (same UID, higher sequence); CANCEL withdraws the event. */
  readonly method: 'REQUEST' | 'CANCEL';
  /** Stable for the life of the event: every update and the cancellation carry the same UID. */
  readonly uid: string;
  /** 0 for the first invitation, one more for each update or the cancellation. */
  readonly sequence: number;
  /** When this version of the event was written. */
  readonly stamp: Date;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  readonly description?: string;
  readonly location?: string;
  readonly url?: string;
  readonly organizer: CalendarPerson;
  readonly attendees: readonly CalendarPerson[];
}

/** A UTC date-time in the RFC 5545 basic form, e.g. `20260301T090000Z`. */
export function formatIcsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a CN): quoted, with the characters a quoted value cannot hold dropped. */
function paramValue(text: string): string {
  const kept = [...text].filter((c) => c !== '"' && c.codePointAt(0)! >= 0x20 && c !== '\u007f');
  return `"${kept.join('')}"`;
}

/** Octets of one character (one code point) in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space and a
 * multi-byte UTF-8 character is never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * Builds an iCalendar object (RFC 5545) with one event for an email invitation (RFC 5546 iTIP):
 * CRLF line ends, folded lines, escaped text, UTC times. A cancellation carries STATUS:CANCELLED.
 */
export function buildIcs(event: CalendarEvent): string {
  const mailto = (person: CalendarPerson) => `mailto:${person.email.replace(/[\s"]/g, '')}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ARMS//Recruitment Platform//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatIcsDate(event.stamp)}`,
    `DTSTART:${formatIcsDate(event.start)}`,
    `DTEND:${formatIcsDate(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${
          event.method === 'REQUEST' ? 'TRUE' : 'FALSE'
        }:${mailto(a)}`,
    ),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
