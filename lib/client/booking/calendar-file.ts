import { US_STATES, type UsStateCode } from '@/lib/contract/us-states';
import { saveFile } from '@/lib/client/save-file';

/**
 * One event of an iCalendar (RFC 5545) file: built in the browser for "Add to calendar" (nothing about it
 * leaves the device), and on the server for the file attached to a confirmation e-mail.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
}

/** 20261123T150000Z */
function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text values escape backslash, semicolon, comma and line breaks. */
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + character).length > limit) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildCalendarFile(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Consultations//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(event.start)}`,
    `DTEND:${icsInstant(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * A scheduled visit as a calendar event, the same from the page and from an e-mail: one UID per
 * appointment, so that a calendar updates the event when the file for a new time arrives. Nothing
 * clinical: a visit with a clinician, and the state they are licensed in.
 */
export function visitCalendarEvent({
  appointmentId,
  start,
  end,
  state,
  pageUrl,
}: {
  appointmentId: string;
  start: Date;
  end: Date;
  state: string;
  pageUrl: string;
}): CalendarEvent {
  const stateName = US_STATES[state as UsStateCode] ?? state;
  return {
    uid: `${appointmentId}@consultations`,
    start,
    end,
    summary: 'Clinician visit (scheduled visit)',
    description: `Video visit with a clinician licensed in ${stateName}.`,
    url: pageUrl,
  };
}

/** Saves the file through the browser's own download. */
export function downloadCalendarFile(fileName: string, contents: string): void {
  saveFile(new Blob([contents], { type: 'text/calendar;charset=utf-8' }), fileName);
}
