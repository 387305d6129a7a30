import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, formatIcsDate, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  method: 'REQUEST',
  uid: 'interview-7@arms.test',
  sequence: 0,
  stamp: new Date('2026-03-01T01:02:03.456Z'),
  start: new Date('2026-03-10T02:00:00Z'),
  end: new Date('2026-03-10T03:00:00Z'),
  summary: 'Interview: Site Engineer, Lotus; Marina',
  description: 'Bring your portfolio\nand ID',
  location: '1 Marina Blvd, #20-01',
  organizer: { name: 'Lotus "Build" Pte Ltd', email: 'hr@lotus.test' },
  attendees: [
    { name: 'Mei Tan', email: 'mei@example.test' },
    { name: 'Grace Lim', email: 'grace@example.test' },
  ],
};
/** UTF-8 octets of a string. */
const octets = (text: string) =>
  [...text].reduce((n, c) => {
    const code = c.codePointAt(0)!;
    return n + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('given an interview event', () => {
  it('should write a REQUEST calendar with CRLF line ends and UTC times', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//ARMS//Recruitment Platform//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:interview-7@arms.test');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTAMP:20260301T010203Z');
    expect(lines).toContain('DTSTART:20260310T020000Z');
    expect(lines).toContain('DTEND:20260310T030000Z');
    expect(lines).toContain('SUMMARY:Interview: Site Engineer\\, Lotus\\; Marina');
    expect(lines).toContain('DESCRIPTION:Bring your portfolio\\nand ID');
    expect(lines).toContain('LOCATION:1 Marina Blvd\\, #20-01');
    expect(lines).toContain('ORGANIZER;CN="Lotus Build Pte Ltd":mailto:hr@lotus.test');
    expect(lines).toContain(
      'ATTENDEE;CN="Mei Tan";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:mei@example.test',
    );
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(2);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.slice(-2)).toEqual(['END:VCALENDAR', '']);
  });

  it('should write a cancellation with its URL and no optional lines it was not given', () => {
    const ics = unfold(
      buildIcs({
        ...event,
        method: 'CANCEL',
        sequence: 2,
        description: undefined,
        location: undefined,
        url: 'https://meet.test/abc?x=1,2',
      }),
    );
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('URL:https://meet.test/abc?x=1,2\r\n');
    expect(ics).toContain('RSVP=FALSE');
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
  });

  it('should fold long lines at 75 octets without splitting a multi-byte character', () => {
    const summary = `Phỏng vấn: ${'Kỹ sư công trường '.repeat(8)}`;
    const ics = buildIcs({ ...event, summary });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${summary}\r\n`);
    expect(ics).toMatch(/\r\n [^ ]/);
  });
});

describe('given the iCalendar helpers', () => {
  it('should format UTC dates, escape text and fold', () => {
    expect(formatIcsDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldIcsLine(`${'x'.repeat(74)}€`)).toBe(`${'x'.repeat(74)}\r\n €`);
    expect(foldIcsLine('😀'.repeat(19))).toBe(`${'😀'.repeat(18)}\r\n 😀`);
    const ics = buildIcs({ ...event, organizer: { name: 'Lo\u0007tus\u007f\n"Co"', email: 'hr @lotus.test' } });
    expect(ics).toContain('ORGANIZER;CN="LotusCo":mailto:hr@lotus.test\r\n');
  });
});
