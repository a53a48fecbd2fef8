import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cancel } from '@/app/api/appointments/[appointmentId]/cancel/route';
import { POST as reschedule } from '@/app/api/appointments/[appointmentId]/reschedule/route';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import { GET as outbox } from '@/app/api/staff/outbox/route';
import { POST as staffCancel } from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/cancel/route';
import { GET as getReminders, PUT as putReminders } from '@/app/api/users/me/reminders/route';
import type { StaffAccount } from '@/lib/bff/accounts';
import { createMailScheduler, type MailScheduler } from '@/lib/bff/mail/mail-scheduler';
import { outboxTransport } from '@/lib/bff/mail/mail-transport';
import { smtpTransport } from '@/lib/bff/mail/smtp-transport';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { formatDateTime, TIME_ZONE_COOKIE } from '@/lib/client/format-time';
import type { OutboxPage } from '@/lib/contract/bff';
import { testCookieJar } from '@/testing/cookie-jar';
import { manualClock } from '@/testing/mail/manual-clock';
import { startSmtpTestServer, type SmtpTestServer } from '@/testing/mail/smtp-test-server';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createStaff,
  readEnvelope,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { createBookingPatient, openSlots, type BookingPatient } from '@/testing/bff/booking-setup';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const HOUR = 3_600_000;
const CHICAGO = 'America/Chicago';
const clock = manualClock();
let smtp: SmtpTestServer;
let scheduler: MailScheduler;
let admin: SignedIn<StaffAccount>;

type Patient = BookingPatient;

/** The patient's browser: their session and the zone cookie every page sets. */
function actAsPatient(patient: Patient, zone = CHICAGO) {
  actAs(patient);
  testCookieJar.set(TIME_ZONE_COOKIE, zone);
}

/** Two open slots far enough ahead for both reminders to be planned. */
async function laterSlots(): Promise<[string, string]> {
  const later = (await openSlots()).filter((slot) => Date.parse(slot) > Date.now() + 30 * HOUR);
  expect(later.length).toBeGreaterThanOrEqual(2);
  return [later[0]!, later[later.length - 1]!];
}

async function book(patient: Patient, startsAt: string): Promise<string> {
  actAsPatient(patient);
  const booked = await readEnvelope<{ id: string }>(
    await callRoute(bookScheduled, '/api/appointments/scheduled', {
      method: 'POST',
      body: { chatId: patient.chatId, startsAt, location: { state: 'OR' } },
    }),
  );
  expect(booked.status).toBe(201);
  return booked.body.data!.id;
}

/** Runs the scheduler at the clock's time and answers what arrived for `email` in that round. */
async function deliverAt(instant: number | string, email: string): Promise<ParsedMail[]> {
  clock.set(instant);
  const before = smtp.received.length;
  await scheduler.runDue();
  return smtp.received.slice(before).filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
}

function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(attachment, 'a calendar file is attached').toBeDefined();
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
  );
  return {
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

const iso = (instant: string) => new Date(instant).toISOString();

beforeAll(async () => {
  await startTestServices();
  smtp = await startSmtpTestServer();
  const db = await getAppDatabase();
  const from = 'Springfield Clinic <visits@clinic.test>';
  // The route tests before this file in the worker's shared app database (ADR 0096) leave their e-mails
  // due: delivered to the outbox here, not over SMTP and parsed, so that the rounds below carry this file's.
  await createMailScheduler({ db, transport: outboxTransport, from, clock }).runDue();
  scheduler = createMailScheduler({ db, transport: smtpTransport(smtp.url), from, clock });
  admin = await createStaff('admin');
});

afterAll(async () => {
  await scheduler.stop();
  await smtp.close();
});

beforeEach(() => clock.set(Date.now()));

describe('confirmation e-mails', () => {
  it("say a booking, a new time and a cancellation in the patient's zone, with the .ics for a time", async () => {
    const homer = await createBookingPatient();
    actAsPatient(homer);
    const [first, second] = await laterSlots();
    const appointmentId = await book(homer, first);

    const [booked, ...others] = await deliverAt(Date.now(), homer.account.email);
    expect(others).toEqual([]);
    const firstWhen = formatDateTime(first, CHICAGO);
    expect(firstWhen).toMatch(/ C[SD]T$/);
    expect(booked!.subject).toBe(`Your visit on ${firstWhen} is booked · Consultations`);
    expect(booked!.text).toContain(`Your visit is booked for ${firstWhen}.`);
    expect(booked!.html).toContain(`Your visit is booked for ${firstWhen}.`);
    expect(booked!.messageId).toMatch(/^<msg_[\w-]+@clinic\.test>$/);
    expect(calendarOf(booked!)).toEqual({
      uid: `${appointmentId}@consultations`,
      start: iso(first),
      end: new Date(Date.parse(first) + 20 * 60_000).toISOString(),
    });

    actAsPatient(homer);
    const moved = await callRoute(reschedule, `/api/appointments/${appointmentId}/reschedule`, {
      method: 'POST',
      params: { appointmentId },
      body: { startsAt: second, location: { state: 'OR' } },
    });
    expect(moved.status).toBe(200);
    const [rescheduled] = await deliverAt(Date.now(), homer.account.email);
    const secondWhen = formatDateTime(second, CHICAGO);
    expect(rescheduled!.subject).toBe(`Your visit is moved to ${secondWhen} · Consultations`);
    expect(rescheduled!.text).toContain(`Your visit on ${firstWhen} is moved to ${secondWhen}.`);
    expect(calendarOf(rescheduled!)).toMatchObject({
      uid: `${appointmentId}@consultations`,
      start: iso(second),
    });

    actAsPatient(homer);
    const cancelled = await callRoute(cancel, `/api/appointments/${appointmentId}/cancel`, {
      method: 'POST',
      params: { appointmentId },
    });
    expect(cancelled.status).toBe(200);
    const [cancellation] = await deliverAt(Date.now(), homer.account.email);
    expect(cancellation!.subject).toBe(`Your visit on ${secondWhen} is cancelled · Consultations`);
    expect(cancellation!.attachments).toEqual([]);

    // Every part names the organization and nothing clinical.
    for (const mail of [booked!, rescheduled!, cancellation!]) {
      expect(mail.text).toContain('Consultations');
      expect(mail.html).toContain('<strong>Consultations</strong>');
      expect(mail.text).not.toMatch(/symptom|diagnos|summary|note/i);
    }

    // Neither the first time's nor the second's reminders are left.
    expect(await deliverAt(Date.parse(first) - HOUR, homer.account.email)).toEqual([]);
    expect(await deliverAt(Date.parse(second) - HOUR, homer.account.email)).toEqual([]);
  });

  it('go to the patient in their zone when staff cancel on their behalf', async () => {
    const lisa = await createBookingPatient();
    actAsPatient(lisa, 'America/New_York');
    const [slot] = await laterSlots();
    actAsPatient(lisa, 'America/New_York');
    const appointmentId = await readEnvelope<{ id: string }>(
      await callRoute(bookScheduled, '/api/appointments/scheduled', {
        method: 'POST',
        body: { chatId: lisa.chatId, startsAt: slot, location: { state: 'OR' } },
      }),
    ).then(({ body }) => body.data!.id);
    actAs(admin);
    const params = { patientId: lisa.account.id, appointmentId };
    const done = await callRoute(
      staffCancel,
      `/api/staff/patients/${lisa.account.id}/appointments/${appointmentId}/cancel`,
      {
        method: 'POST',
        params,
      },
    );
    expect(done.status).toBe(200);
    const mails = await deliverAt(Date.now(), lisa.account.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your visit on ${formatDateTime(slot, 'America/New_York')} is booked · Consultations`,
      `Your visit on ${formatDateTime(slot, 'America/New_York')} is cancelled · Consultations`,
    ]);
  });
});

describe('reminders', () => {
  it('arrive 24 hours and 1 hour before the start, each once', async () => {
    const bart = await createBookingPatient();
    actAsPatient(bart);
    const [slot] = await laterSlots();
    await book(bart, slot);
    const start = Date.parse(slot);
    expect((await deliverAt(Date.now(), bart.account.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('is booked'),
    ]);
    expect(await deliverAt(start - 24 * HOUR - 60_000, bart.account.email)).toEqual([]);
    const [dayBefore, ...more] = await deliverAt(start - 24 * HOUR, bart.account.email);
    expect(more).toEqual([]);
    expect(dayBefore!.subject).toBe(
      `Reminder: your visit on ${formatDateTime(slot, CHICAGO)} · Consultations`,
    );
    expect(dayBefore!.attachments).toEqual([]);
    expect(await deliverAt(start - 2 * HOUR, bart.account.email)).toEqual([]);
    const hourBefore = await deliverAt(start - HOUR + 1_000, bart.account.email);
    expect(hourBefore.map((mail) => mail.subject)).toEqual([dayBefore!.subject]);
    expect(await deliverAt(start + HOUR, bart.account.email)).toEqual([]);
  });

  it('are not sent once the patient turned them off, and confirmations still are', async () => {
    const maggie = await createBookingPatient();
    actAsPatient(maggie);
    expect((await readEnvelope(await callRoute(getReminders, '/api/users/me/reminders'))).body.data).toEqual({
      remindersEnabled: true,
    });
    const [slot] = await laterSlots();
    await book(maggie, slot);
    actAsPatient(maggie);
    const off = await callRoute(putReminders, '/api/users/me/reminders', {
      method: 'PUT',
      body: { remindersEnabled: false },
    });
    expect((await readEnvelope(off)).body.data).toEqual({ remindersEnabled: false });
    expect(await deliverAt(Date.now(), maggie.account.email)).toHaveLength(1);
    expect(await deliverAt(Date.parse(slot) - 24 * HOUR, maggie.account.email)).toEqual([]);
    expect(await deliverAt(Date.parse(slot) - HOUR, maggie.account.email)).toEqual([]);

    actAs(admin);
    const { body } = await readEnvelope<OutboxPage>(await callRoute(outbox, '/api/staff/outbox'));
    const hers = body.data!.items.filter((item) => item.recipient === maggie.account.email);
    expect(hers.map((item) => [item.kind, item.status]).sort()).toEqual([
      ['booked', 'sent'],
      ['reminder', 'skipped'],
      ['reminder', 'skipped'],
    ]);
    expect(hers.find((item) => item.kind === 'booked')).toMatchObject({
      deliveredVia: 'smtp',
      hasCalendar: true,
    });
  });
});
