import { test as base, expect, type Page } from '@playwright/test';
import { parseEventStream, SAME_ORIGIN_HEADERS, uniqueEmail, uniquePhoneNumber } from './same-origin';

/** The embedded service's token in the end-to-end server (scripts/e2e-server.mjs sets EMBEDDED_ORGS). */
const FAULT_TOKEN = (process.env.EMBEDDED_ORGS ?? 'e2e:tok-e2e-fault-switch').split(',')[0]!.split(':')[1]!;
const FAULTS_PATH = '/embedded/api/v1/_admin/faults';

export interface FaultSwitch {
  set(changes: Record<string, unknown>): Promise<void>;
  reset(): Promise<void>;
}

interface ChatFixtures {
  /** A patient registered through the API from the browser's own context, so the cookie is the page's. */
  patient: { email: string };
  /** A new chat of that patient. */
  chatId: string;
  /** The embedded service's run-time fault switch, reset after each test. */
  faults: FaultSwitch;
  /** Content Security Policy reports of the page, checked empty after every chat test. */
  cspViolations: string[];
}

export async function registerPatient(page: Page): Promise<{ email: string }> {
  const email = uniqueEmail('patient');
  const response = await page.request.post('/api/auth/register', {
    headers: SAME_ORIGIN_HEADERS,
    data: {
      email,
      password: 'donuts-and-duff-2026',
      firstName: 'Marge',
      lastName: 'Simpson',
      phoneNumber: uniquePhoneNumber(),
      dateOfBirth: '1982-03-19',
      sex: 'female',
    },
  });
  expect(response.status()).toBe(201);
  return { email };
}

export async function createChat(page: Page): Promise<string> {
  const response = await page.request.post('/api/chats', {
    headers: SAME_ORIGIN_HEADERS,
    data: { timezone: 'America/Chicago' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

export const test = base.extend<ChatFixtures>({
  patient: async ({ page }, provide) => {
    await provide(await registerPatient(page));
  },
  chatId: async ({ page, patient }, provide) => {
    void patient;
    await provide(await createChat(page));
  },
  faults: async ({ playwright, baseURL }, provide) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${FAULT_TOKEN}` },
    });
    const faults: FaultSwitch = {
      async set(changes) {
        const response = await api.put(FAULTS_PATH, { data: changes });
        expect(response.status()).toBe(200);
      },
      async reset() {
        expect((await api.delete(FAULTS_PATH)).status()).toBe(200);
      },
    };
    await provide(faults);
    await faults.reset();
    await api.dispose();
  },
  cspViolations: [
    async ({ page }, provide) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|^Refused to/.test(message.text())) violations.push(message.text());
      });
      await provide(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Types into the composer and sends with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  // Pressed on the box itself: focus may have moved since the fill (the page focuses its heading on load).
  await box.press('Enter');
}

/** Waits until the turn is over: the Stop button is gone. */
export async function turnSettled(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 20_000 });
}

export interface TurnFrame {
  event: string;
  data: unknown;
}

/** One turn through the BFF's stream endpoint, read to its end: the events it carried, in order. */
export async function sendTurn(page: Page, chatId: string, userInput: string): Promise<TurnFrame[]> {
  const response = await page.request.post(`/api/chats/${encodeURIComponent(chatId)}/stream`, {
    headers: { ...SAME_ORIGIN_HEADERS, Accept: 'text/event-stream' },
    data: { userEvent: { type: 'user_message', userInput } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const frames = await parseEventStream(await response.text());
  return frames.flatMap((frame) => ('event' in frame ? [frame] : []));
}
