import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Client } from 'pg';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../lib/client/csrf-header';
import { BFF_ERROR_CODES } from '../lib/contract/bff';
import { postgresBinariesAvailable, startTestPostgres, type TestPostgres } from '../testing/postgres-server';
import { E2E_BASE_URL } from '../playwright.config';
import { HEADACHE_ANSWERS } from '../testing/embedded/conversation/consultation-script';
import { startFailoverProxy } from './support/failover-proxy';
import {
  instance,
  registerOn,
  reportedFailures,
  sessionCookie,
  type Instance,
} from './support/instance-client';
import { startNextServer, type NextServer } from './support/next-server';
import { uniqueEmail, uniquePhoneNumber } from './support/same-origin';
import { ChatPage } from './pages/chat-page';
import { WorkQueuePage } from './pages/work-queue-page';
import { signInWithTwoFactorApi } from './support/two-factor';

// Two instances of the production build (the standalone server) on one PostgreSQL database, in embedded
// mode with the embedded service's data in the same database, as several instances behind a load balancer would run
// (docs/decisions/0048-several-instances-on-one-postgresql.md). Each round starts both at the same moment.

// Next to the suite's own server: E2E_PORT + 1 and + 2, so that a machine with ports set aside per user
// keeps to its range. PostgreSQL takes E2E_POSTGRES_PORT when set, else a free port.
const SUITE_PORT = Number(new URL(E2E_BASE_URL).port);
const PORTS = { a: SUITE_PORT + 1, b: SUITE_PORT + 2, balancer: SUITE_PORT + 3 };
const POSTGRES_PORT = process.env.E2E_POSTGRES_PORT ? Number(process.env.E2E_POSTGRES_PORT) : undefined;

test.describe('two instances on one PostgreSQL database', () => {
  // A developer's machine may lack PostgreSQL; CI must not pass without this proof, so there it fails instead.
  test.skip(
    !postgresBinariesAvailable() && !process.env.CI,
    'needs PostgreSQL’s initdb and pg_ctl (Debian: postgresql)',
  );
  // Three rounds of two production starts on two cores, with room for a busy machine.
  test.setTimeout(240_000);

  let postgres: TestPostgres | undefined;
  let database: Client | undefined;
  const running: NextServer[] = [];
  const dataDirs = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-instance-'));

  test.afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await database?.end();
    postgres?.stop();
    fs.rmSync(dataDirs, { recursive: true, force: true });
  });

  /** Starts both instances at once with the same configuration (each with its own data folder). */
  async function startBoth(env: Record<string, string>): Promise<[Instance, Instance]> {
    const common = {
      DATABASE_URL: postgres!.url,
      EMBEDDED_SERVICE: '1',
      EMBEDDED_STREAM_DELAY_MS: '0',
      SESSION_SECRET: 'multi-instance-session-secret-0123456789abcdef',
      ALLOW_TEST_SWITCHES: '1',
      E2E_INSECURE_COOKIES: '1',
      ...env,
    };
    const servers = await Promise.all(
      (['a', 'b'] as const).map((name) =>
        startNextServer({
          name,
          port: PORTS[name],
          env: { ...common, DATA_DIR: path.join(dataDirs, name) },
        }),
      ),
    );
    running.push(...servers);
    return [instance(servers[0]!), instance(servers[1]!)];
  }

  /** Stops both, then shows that neither reported a failure while it ran. */
  async function stopBoth(instances: Instance[]) {
    await Promise.all(instances.map(({ server }) => server.stop()));
    running.splice(0);
    for (const { server } of instances) {
      const { stdout, stderr } = server.output();
      await test.info().attach(`instance ${server.name}`, { body: `${stdout}\n--- stderr ---\n${stderr}` });
      expect(reportedFailures(server), `what instance ${server.name} printed`).toEqual([]);
    }
  }

  /** Signs in on `on` with the password, and returns the service user its session acts for. */
  async function signIn(on: Instance, email: string, password: string) {
    const signedIn = await on.call('POST', '/api/auth/login', { body: { email, password } });
    expect(signedIn.status, `sign-in of ${email} on ${on.server.name}`).toBe(200);
    const cookie = sessionCookie(signedIn);
    return { cookie, serviceUserId: await serviceUserOf(on, cookie) };
  }

  async function serviceUserOf(on: Instance, cookie: string): Promise<string> {
    const me = await on.call('GET', '/api/users/me', { cookie });
    expect(me.status, `GET /api/users/me on ${on.server.name}`).toBe(200);
    return ((await me.json()) as { data: { id: string } }).data.id;
  }

  /** The code of the newest confirmation e-mail to `email`, from the shared database's outbox. */
  async function registrationCode(email: string): Promise<string> {
    const { rows } = await database!.query<{ text_body: string }>(
      `SELECT text_body FROM app.mail_messages WHERE kind = 'registration-code' AND recipient = $1
       ORDER BY created_at DESC LIMIT 1`,
      [email.toLowerCase()],
    );
    const code = /\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/.exec(rows[0]?.text_body ?? '')?.[0];
    if (!code) throw new Error(`No confirmation e-mail to ${email}`);
    return code;
  }

  /** The embedded demo organization's tokens: one kept token, not one more per start or instance. */
  async function demoTokens() {
    const { rows } = await database!.query<{ token_hash: string; revoked: boolean }>(
      `SELECT token_hash, revoked_at IS NOT NULL AS revoked FROM embedded.api_tokens AS token
       JOIN embedded.organizations AS organization ON organization.id = token.organization_id
       WHERE organization.name = 'demo' ORDER BY token.created_at`,
    );
    return rows;
  }

  async function ensurePostgres() {
    if (postgres) return;
    postgres = await startTestPostgres({ port: POSTGRES_PORT });
    database = new Client({ connectionString: postgres.url });
    await database.connect();
  }

  test('share accounts and sessions, end a session on every instance, and keep every account across restarts and a token rotation', async () => {
    await ensurePostgres();

    const password = 'two-instances-password-2026';
    const patients = [
      { email: uniqueEmail('marge'), firstName: 'Marge', sex: 'female', phoneNumber: '+1 555 010 0743' },
      { email: uniqueEmail('bart'), firstName: 'Bart', sex: 'male', phoneNumber: '+1 555 010 0744' },
    ];
    const serviceUsers = new Map<string, string>();

    await test.step('both start at once on the empty database', async () => {
      const [a, b] = await startBoth({});

      // Registered on A (Marge) and on B (Bart); each signs in on the other with the same password.
      const [onA, onB] = [a, b].map((on, index) => {
        const patient = patients[index]!;
        return registerOn(
          on,
          { ...patient, password, lastName: 'Simpson', dateOfBirth: '1980-05-12' },
          registrationCode,
        );
      });
      const registered = await Promise.all([onA!, onB!]);
      expect(registered.map((response) => response.status)).toEqual([201, 201]);
      const margeOnA = sessionCookie(registered[0]!);
      serviceUsers.set(patients[0]!.email, await serviceUserOf(a, margeOnA));
      serviceUsers.set(patients[1]!.email, await serviceUserOf(b, sessionCookie(registered[1]!)));

      const margeOnB = await signIn(b, patients[0]!.email, password);
      expect(margeOnB.serviceUserId).toBe(serviceUsers.get(patients[0]!.email));
      expect((await signIn(a, patients[1]!.email, password)).serviceUserId).toBe(
        serviceUsers.get(patients[1]!.email),
      );

      // A session cookie made on A works on B.
      expect(await serviceUserOf(b, margeOnA)).toBe(serviceUsers.get(patients[0]!.email));

      // Signing out on A ends that session on B too, and only that one (ADR 0089). B may hold the session's
      // record for ACCOUNT_CACHE_MS (1 s by default, ADR 0047), and no longer.
      const refusedOn = async (on: Instance, cookie: string) => {
        const signedOutAt = Date.now();
        await expect
          .poll(
            async () => {
              const answer = await on.call('GET', '/api/users/me', { cookie });
              return answer.status === 401 ? ((await answer.json()) as { code: string }).code : answer.status;
            },
            { timeout: 6_000, intervals: [100] },
          )
          .toBe(BFF_ERROR_CODES.authRequired);
        // The bound plus a loaded machine's request time.
        expect(Date.now() - signedOutAt).toBeLessThan(1_000 + 3_000);
      };
      expect((await a.call('POST', '/api/auth/logout', { cookie: margeOnA })).status).toBe(200);
      await refusedOn(b, margeOnA);
      expect((await b.call('GET', '/api/users/me', { cookie: margeOnB.cookie })).status).toBe(200);

      // "Sign out everywhere else" on B ends a session made on A, on A.
      const margeAgainOnA = await signIn(a, patients[0]!.email, password);
      expect((await a.call('GET', '/api/users/me', { cookie: margeAgainOnA.cookie })).status).toBe(200);
      const ended = await b.call('POST', '/api/auth/sessions/end-others', { cookie: margeOnB.cookie });
      expect(await ended.json()).toMatchObject({ data: { ended: 1 } });
      await refusedOn(a, margeAgainOnA.cookie);
      expect((await b.call('GET', '/api/users/me', { cookie: margeOnB.cookie })).status).toBe(200);

      // The embedded service's demo organization has one token, which both instances use.
      expect(await demoTokens()).toHaveLength(1);
      await stopBoth([a, b]);
    });

    await test.step('a restart of both keeps every account and the demo token', async () => {
      const [a, b] = await startBoth({});
      for (const [index, patient] of patients.entries()) {
        for (const on of index === 0 ? [a, b] : [b, a]) {
          expect((await signIn(on, patient.email, password)).serviceUserId).toBe(
            serviceUsers.get(patient.email),
          );
        }
      }
      expect(await demoTokens()).toHaveLength(1);
      await stopBoth([a, b]);
    });

    await test.step('a rotated token keeps every account', async () => {
      // The operator's rotation for the embedded organization: both restart with a new token for the same
      // organization (EMBEDDED_ORGS), and the old one is revoked, so that only the new one can reach the
      // service users.
      const rotated = `tok-rotated-${randomBytes(12).toString('hex')}`;
      await database!.query(`UPDATE embedded.api_tokens SET revoked_at = now() WHERE revoked_at IS NULL`);
      const [a, b] = await startBoth({ EMBEDDED_ORGS: `demo:${rotated}` });
      for (const patient of patients) {
        for (const on of [a, b]) {
          expect((await signIn(on, patient.email, password)).serviceUserId).toBe(
            serviceUsers.get(patient.email),
          );
        }
      }
      const rotatedHash = createHash('sha256').update(rotated).digest('hex');
      expect(await demoTokens()).toEqual([
        { token_hash: expect.not.stringMatching(rotatedHash), revoked: true },
        { token_hash: rotatedHash, revoked: false },
      ]);
      await stopBoth([a, b]);
    });
  });

  test("a patient's safety event on one instance reaches staff consoles on the other within 2 s; taking it and Done cross back", async ({
    page,
    browser,
    playwright,
  }) => {
    await ensurePostgres();
    const [a, b] = await startBoth({ EMBEDDED_ORGS: `demo:tok-queue-${randomBytes(12).toString('hex')}` });
    // The instance that created the demo admin kept its password in its own data folder.
    const kept = ['a', 'b']
      .map((name) => path.join(dataDirs, name, 'demo-staff.txt'))
      .find((file) => fs.existsSync(file));
    const [email, password] = fs.readFileSync(kept!, 'utf8').trim().split('\n') as [string, string];

    // A staff console on B, and another on A, each in a browser of its own. The demo admin signs in with
    // its code step (ADR 0092), setting two-factor up at the first sign-in; the browser gets that session.
    let twoFactorKey: string | undefined;
    const openConsole = async (target: Page, on: Instance) => {
      const api = await playwright.request.newContext({ baseURL: on.server.baseUrl });
      try {
        twoFactorKey = await signInWithTwoFactorApi(
          api,
          { email, password, twoFactorKey },
          { origin: on.server.baseUrl },
        );
        await target.context().addCookies((await api.storageState()).cookies);
      } finally {
        await api.dispose();
      }
      await target.goto(`${on.server.baseUrl}/staff`);
      const queue = new WorkQueuePage(target);
      await queue.waitUntilLive();
      return queue;
    };
    const onB = await openConsole(page, b);
    const otherContext = await browser.newContext();
    try {
      const onA = await openConsole(await otherContext.newPage(), a);

      // The patient chats through A only.
      const lastName = `Queue${randomBytes(3).toString('hex')}`;
      const registered = await registerOn(
        a,
        {
          email: uniqueEmail('maggie'),
          password: 'two-instances-password-2026',
          firstName: 'Maggie',
          lastName,
          phoneNumber: uniquePhoneNumber(),
          dateOfBirth: '1990-05-09',
          sex: 'female',
        },
        registrationCode,
      );
      expect(registered.status).toBe(201);
      const cookie = sessionCookie(registered);
      const created = await a.call('POST', '/api/chats', { cookie, body: {} });
      const chatId = ((await created.json()) as { data: { id: string } }).data.id;
      const turn = await a.call('POST', `/api/chats/${encodeURIComponent(chatId)}/stream`, {
        cookie,
        body: {
          userEvent: { type: 'user_message', userInput: 'I have chest pain and I am short of breath' },
        },
      });
      expect(await turn.text()).toContain('event: guardian');
      const relayedAt = Date.now();

      const name = `Maggie ${lastName}`;
      const itemOnB = onB.item(/^Safety events/, name);
      const itemOnA = onA.item(/^Safety events/, name);
      await expect.poll(() => onB.itemArrived(itemOnB), { timeout: 2_000, intervals: [100] }).toBe(true);
      expect(Date.now() - relayedAt, 'from the relayed guardian event to the console on B').toBeLessThan(
        2_000,
      );
      await expect.poll(() => onA.itemArrived(itemOnA), { timeout: 2_000, intervals: [100] }).toBe(true);

      // Taken on B: A's console says so; Done on A: B's console marks it gone. Neither reloads.
      await itemOnB.getByRole('button', { name: "I'll take it" }).click();
      await expect(itemOnA).toContainText('Taken by you', { timeout: 2_000 });
      await itemOnA.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(itemOnB.getByRole('heading')).toContainText('no longer open', { timeout: 2_000 });
    } finally {
      await otherContext.close();
    }
    await stopBoth([a, b]);
  });

  test('an instance stopped mid-reply ends the stream cleanly and exits 0, and the page carries on on the other', async ({
    page,
  }) => {
    await ensurePostgres();
    // A reply takes seconds at 250 ms a chunk; the grace is 1 s, so the stream is still open when it ends.
    // A token of its own: the test before may have revoked the kept one.
    const [a, b] = await startBoth({
      EMBEDDED_STREAM_DELAY_MS: '250',
      SHUTDOWN_GRACE_SECONDS: '1',
      EMBEDDED_ORGS: `demo:tok-shutdown-${randomBytes(12).toString('hex')}`,
    });
    const balancer = await startFailoverProxy({
      port: PORTS.balancer,
      targets: [a.server.baseUrl, b.server.baseUrl],
    });
    try {
      const sameOrigin = { Origin: balancer.baseUrl, [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE };
      const email = uniqueEmail('lisa');
      const asked = await page.request.post(`${balancer.baseUrl}/api/auth/registration`, {
        headers: sameOrigin,
        data: { email },
      });
      expect(asked.status()).toBe(202);
      const confirmed = await page.request.post(`${balancer.baseUrl}/api/auth/registration/confirm`, {
        headers: sameOrigin,
        data: { email, code: await registrationCode(email) },
      });
      expect(confirmed.status()).toBe(200);
      const registered = await page.request.post(`${balancer.baseUrl}/api/auth/register`, {
        headers: sameOrigin,
        data: {
          password: 'two-instances-password-2026',
          firstName: 'Lisa',
          lastName: 'Simpson',
          phoneNumber: uniquePhoneNumber(),
          dateOfBirth: '1990-05-09',
          sex: 'female',
        },
      });
      expect(registered.status()).toBe(201);
      const created = await page.request.post(`${balancer.baseUrl}/api/chats`, {
        headers: sameOrigin,
        data: { timezone: 'America/Chicago' },
      });
      const chatId = ((await created.json()) as { data: { id: string } }).data.id;

      const chat = new ChatPage(page);
      await page.goto(`${balancer.baseUrl}/chats/${encodeURIComponent(chatId)}`);
      await chat.say(HEADACHE_ANSWERS[0]);
      await chat.waitForPartialReply();
      expect(balancer.servedBy.at(-1), 'the turn streams from A').toBe(a.server.baseUrl);
      const servedBeforeStop = balancer.servedBy.length;

      a.server.signal('SIGTERM');
      // The stream ends with the interruption frame; the page then reads the chat, which only B can answer.
      await expect(page.getByText('The reply was interrupted')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Your message was received.')).toBeVisible({ timeout: 15_000 });
      expect(await a.server.exited(), 'A’s exit code').toBe(0);
      const { stdout } = a.server.output();
      for (const message of [
        'shutting down',
        'ended the chat streams still open after the grace',
        'stopped',
      ]) {
        expect(stdout, `A logged “${message}”`).toContain(`"msg":"${message}"`);
      }

      // The page carries on: the next turn runs on B to its end.
      await chat.sayAndWait(HEADACHE_ANSWERS[1]);
      await expect(page.getByText('The reply was interrupted')).toHaveCount(0);
      expect(new Set(balancer.servedBy.slice(servedBeforeStop))).toEqual(new Set([b.server.baseUrl]));

      // Nothing acknowledged was lost: both of the patient's messages are stored, in order.
      const messages = await page.request.get(
        `${balancer.baseUrl}/api/chats/${encodeURIComponent(chatId)}/messages?size=50`,
      );
      const { items } = (
        (await messages.json()) as { data: { items: Array<{ role: string; content: string }> } }
      ).data;
      expect(items.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
        HEADACHE_ANSWERS[0],
        HEADACHE_ANSWERS[1],
      ]);
    } finally {
      await balancer.close();
    }
    await stopBoth([a, b]);
  });
});
