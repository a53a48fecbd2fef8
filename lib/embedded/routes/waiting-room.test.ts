import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBookingTestService,
  FIXED_NOW,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';
import { practitionersForState } from '@/lib/embedded/scheduling';

describe('waiting room page', () => {
  let t: BookingTestService;
  beforeAll(async () => {
    t = await createBookingTestService();
  });
  beforeEach(() => t.clock.set(FIXED_NOW));
  afterAll(() => t.service.close());

  /** Books ASAP in a state of its own per test, so the queues of tests do not mix. */
  async function joinQueue(state: string, firstName = 'Homer') {
    const userId = await t.createPatient({ user: { firstName } });
    const chatId = await t.createChat(userId);
    const response = await t.bookAsap({ userId, chatId }, state);
    expect(response.status).toBe(201);
    const data = await response.json();
    return { userId, id: data.data.id as string, url: data.data.waitingRoomUrl as string };
  }

  const open = (waitingRoomUrl: string) =>
    t.service.fetch(new Request(waitingRoomUrl.replace('https://visits.example', 'http://embedded.test')));

  it('serves a self-contained page with the queue position, the state and the wait, under a strict CSP', async () => {
    const first = await joinQueue('OR', 'Marge');
    t.clock.advanceMinutes(0.5);
    const second = await joinQueue('OR', 'Lisa');
    t.clock.advanceMinutes(1);

    const response = await open(second.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toMatch(/unsafe|script-src/);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta http-equiv="refresh" content="15">');
    expect(html).toContain('Hello, Lisa.');
    expect(html).toContain('Oregon');
    expect(html).toMatch(/<p class="position">2<\/p>/);
    expect(html).toContain('You have waited 1 minute.');
    expect(html).not.toMatch(/<script|src=|https?:\/\//);
    expect(html).not.toContain('Simpson');

    // Marge is joined two minutes after arriving, which moves Lisa up.
    t.clock.advanceMinutes(0.5);
    const firstPage = await (await open(first.url)).text();
    expect(firstPage).toContain('has joined');
    expect(await (await open(second.url)).text()).toMatch(/<p class="position">1<\/p>/);
  });

  it('says which practitioner credentialed in the state joined once the estimated time has passed', async () => {
    const patient = await joinQueue('WA');
    t.clock.advanceMinutes(2);
    const html = await (await open(patient.url)).text();
    const names = practitionersForState('WA').map((practitioner) => practitioner.name);
    const joined = names.find((name) => html.includes(`A practitioner, ${name}, has joined`));
    expect(joined).toBeDefined();
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it('says the visit was cancelled, or moved to a scheduled time', async () => {
    const cancelled = await joinQueue('NV');
    await t.call(`/appointments/${cancelled.id}/cancel/`, { method: 'POST', userId: cancelled.userId });
    const cancelledPage = await open(cancelled.url);
    expect(cancelledPage.status).toBe(200);
    expect(await cancelledPage.text()).toContain('This visit was cancelled');

    const moved = await joinQueue('NV');
    const slots = await t.call('/appointments/scheduled/available-slots/?state=NV', { userId: moved.userId });
    const [slot] = (await slots.json()).data.slots;
    const rescheduled = await t.call(`/appointments/${moved.id}/reschedule/`, {
      method: 'POST',
      userId: moved.userId,
      body: JSON.stringify({ startsAt: slot, location: { state: 'NV' } }),
    });
    expect(rescheduled.status).toBe(200);
    const movedPage = await (await open(moved.url)).text();
    expect(movedPage).toContain('Your visit is scheduled');
    expect(movedPage).toContain(`<time datetime="${slot}">`);
  });

  it('shows a scheduled visit’s time and practitioner, who joins at the start time', async () => {
    const userId = await t.createPatient({ user: { firstName: 'Maggie' } });
    const chatId = await t.createChat(userId);
    const slots = await t.call('/appointments/scheduled/available-slots/?state=MA', { userId });
    const [slot] = (await slots.json()).data.slots as string[];
    const booked = await t.bookScheduled({ userId, chatId }, slot!, 'MA');
    const { id } = (await booked.json()).data;
    const { waitingRoomUrl } = (await (await t.call(`/appointments/${id}/`, { userId })).json()).data;

    const before = await (await open(waitingRoomUrl)).text();
    expect(before).toContain('Hello, Maggie.');
    expect(before).toContain(`starts at <time datetime="${slot}">`);
    expect(before).toContain('http-equiv="refresh"');
    const practitioner = practitionersForState('MA').find((candidate) =>
      before.includes(` with ${candidate.name}.`),
    );
    expect(practitioner).toBeDefined();

    t.clock.set(new Date(slot!));
    const after = await (await open(waitingRoomUrl)).text();
    expect(after).toContain(`A practitioner, ${practitioner!.name}, has joined`);
  });

  it('escapes the first name', async () => {
    const patient = await joinQueue('AZ', '<b>Bart</b>');
    const html = await (await open(patient.url)).text();
    expect(html).toContain('Hello, &lt;b&gt;Bart&lt;/b&gt;.');
  });

  it('answers an unknown or malformed token with a plain 404 page', async () => {
    for (const token of ['A'.repeat(32), 'short', '..%2F..%2Fusers']) {
      const response = await t.service.fetch(
        new Request(`http://embedded.test/api/v1/waiting-room/${token}`),
      );
      expect(response.status, token).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Waiting room not found');
    }
  });
});
