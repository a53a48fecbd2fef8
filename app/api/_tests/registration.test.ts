import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as requestRegistration } from '@/app/api/auth/registration/route';
import { POST as confirmRegistration } from '@/app/api/auth/registration/confirm/route';
import { RESET_REQUEST_MIN_MS } from '@/lib/bff/accounts/password-reset';
import { REGISTRATION_COOKIE_NAME } from '@/lib/bff/accounts/registration-state';
import {
  registrationAttemptsPerClient,
  REGISTRATION_REQUESTS_PER_ADDRESS,
} from '@/lib/bff/accounts/registration-throttle';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { mailMessages, patientAccounts, registrationConfirmations } from '@/lib/db/app-schema';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  fullProfile,
  readEnvelope,
  startTestServices,
} from '@/testing/bff/route-harness';
import { freshClientAddress, readRegistrationMail } from '@/testing/bff/registration-flow';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const PASSWORD = 'Quiet-harbour-lantern-42';
let sequence = 0;
const newAddress = (name = 'visitor') => `${name}-${Date.now()}-${(sequence += 1)}@springfield.test`;

async function ask(email: string, client = freshClientAddress()) {
  actAs(null);
  const response = await callRoute(requestRegistration, '/api/auth/registration', {
    method: 'POST',
    body: { email },
    headers: { [SOCKET_ADDRESS_HEADER]: client },
  });
  return { ...(await readEnvelope<{ message: string }>(response)), headers: response.headers };
}

/** Confirms in the current cookie jar (the same browser as the last step, unless actAs changes it). */
async function confirm(body: Record<string, unknown>, client = freshClientAddress()) {
  const response = await callRoute(confirmRegistration, '/api/auth/registration/confirm', {
    method: 'POST',
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: client },
  });
  return { ...(await readEnvelope<{ fields?: { path: string; message: string }[] }>(response)), response };
}

async function sendDetails(details: Record<string, unknown> = {}, client = freshClientAddress()) {
  const response = await callRoute(register, '/api/auth/register', {
    method: 'POST',
    body: { ...fullProfile(), password: PASSWORD, ...details },
    headers: { [SOCKET_ADDRESS_HEADER]: client },
  });
  return readEnvelope<{ email: string }>(response);
}

async function mailsTo(email: string) {
  const db = await getAppDatabase();
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.recipient, email))
    .orderBy(mailMessages.createdAt);
}

async function confirmationOf(email: string) {
  const db = await getAppDatabase();
  const [row] = await db
    .select()
    .from(registrationConfirmations)
    .where(eq(registrationConfirmations.email, email));
  return row;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

beforeAll(async () => {
  await startTestServices();
}, 120_000);

describe('the first step: the address only', () => {
  it('answers the same, in about the same time, whether or not an account uses the address', async () => {
    const owners = await Promise.all([createPatient(), createPatient(), createPatient()]);
    const strangers = [newAddress(), newAddress(), newAddress()];
    const timings = { known: [] as number[], unknown: [] as number[] };
    const answers = [];
    // Alternating, so that a slow moment of the machine falls on both alike.
    for (const [index, owner] of owners.entries()) {
      for (const [which, email] of [
        ['known', owner.account.email],
        ['unknown', strangers[index]!],
      ] as const) {
        const started = performance.now();
        const { status, body } = await ask(email);
        timings[which].push(performance.now() - started);
        answers.push({ status, body });
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      status: 202,
      body: { data: { message: expect.stringMatching(/^We have sent an e-mail to this address/) } },
    });
    for (const list of Object.values(timings))
      for (const took of list) expect(took).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(60);
  });

  it('sends a new address a code and a link, and an account’s owner a note with the ways in instead', async () => {
    const owner = await createPatient();
    const stranger = newAddress('marge');
    await ask(owner.account.email);
    await ask(stranger.toUpperCase());

    const [toOwner, ...moreToOwner] = await mailsTo(owner.account.email);
    expect(moreToOwner).toEqual([]);
    expect(toOwner).toMatchObject({
      kind: 'account-exists',
      patientAccountId: owner.account.id,
      subject: expect.stringMatching(/^You already have an account/),
    });
    expect(toOwner!.textBody).toMatch(/Sign in: http:\/\/\S+\/sign-in/);
    expect(toOwner!.textBody).toMatch(/Choose a new password: http:\/\/\S+\/forgot-password/);
    expect(toOwner!.textBody).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}|#token=/);
    expect(await confirmationOf(owner.account.email)).toBeUndefined();

    const [toStranger] = await mailsTo(stranger);
    expect(toStranger).toMatchObject({
      kind: 'registration-code',
      patientAccountId: null,
      staffAccountId: null,
    });
    const { token, code } = await readRegistrationMail(stranger);
    expect(toStranger!.textBody).toContain(`${getAppConfig().mail.appUrl}/register/confirm#token=${token}`);
    // Only hashes are kept.
    const row = await confirmationOf(stranger);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(code.replace('-', ''));
  });

  it('refuses an address that is not one, in the envelope, naming the field', async () => {
    const { status, body } = await ask('not an address');
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'error.validation', data: { fields: [{ path: 'email' }] } });
  });
});

describe('confirming the address', () => {
  it('with the code, once: the rest of the form then makes the account, signed in', async () => {
    const email = newAddress('lisa');
    await ask(email);
    const { code } = await readRegistrationMail(email);
    const confirmed = await confirm({
      email: email.toUpperCase(),
      code: code.toLowerCase().replace('-', ' '),
    });
    expect(confirmed).toMatchObject({ status: 200, body: { data: { email } } });
    expect(testCookieJar.has(REGISTRATION_COOKIE_NAME)).toBe(true);
    expect(await confirmationOf(email)).toBeUndefined();

    const again = await confirm({ email, code });
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'error.registration.invalid', data: { fields: [{ path: 'code' }] } },
    });

    const created = await sendDetails({ firstName: 'Lisa' });
    expect(created).toMatchObject({ status: 201, body: { data: { kind: 'patient', email } } });
    expect(testCookieJar.has(REGISTRATION_COOKIE_NAME)).toBe(false);
    const signedIn = await readEnvelope(await callRoute(me, '/api/auth/me'));
    expect(signedIn).toMatchObject({ status: 200, body: { data: { email } } });
    const db = await getAppDatabase();
    const [account] = await db.select().from(patientAccounts).where(eq(patientAccounts.email, email));
    expect(account!.emailConfirmedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('with the link, once, in the browser that opened it', async () => {
    const email = newAddress('bart');
    await ask(email);
    const { token } = await readRegistrationMail(email);
    actAs(null);
    expect(await confirm({ token })).toMatchObject({ status: 200, body: { data: { email } } });
    actAs(null);
    expect(await confirm({ token })).toMatchObject({
      status: 400,
      body: { code: 'error.registration.invalid', message: expect.stringMatching(/Ask for a new one/) },
    });
    // This browser confirmed nothing: its details are refused, with what to do.
    expect(await sendDetails()).toMatchObject({
      status: 400,
      body: { code: 'error.registration.unconfirmed', message: expect.stringMatching(/Confirm it again/) },
    });
  });

  it('never confirms an address that has an account: its "code" is wrong like any other', async () => {
    const owner = await createPatient();
    await ask(owner.account.email);
    actAs(null);
    const refused = await confirm({ email: owner.account.email, code: 'ABCD-EFGH' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'error.registration.invalid' } });
    const stranger = newAddress();
    await ask(stranger);
    actAs(null);
    const wrong = await confirm({ email: stranger, code: 'ABCD-EFGH' });
    const { requestId: _wrongId, ...wrongAnswer } = wrong.body;
    const { requestId: _refusedId, ...refusedAnswer } = refused.body;
    expect(wrongAnswer).toEqual(refusedAnswer);
  });

  it('refuses a code or link past its 30 minutes', async () => {
    const email = newAddress('maggie');
    await ask(email);
    const { token, code } = await readRegistrationMail(email);
    const db = await getAppDatabase();
    await db
      .update(registrationConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationConfirmations.email, email));
    actAs(null);
    expect((await confirm({ email, code })).body.code).toBe('error.registration.invalid');
    expect((await confirm({ token })).body.code).toBe('error.registration.invalid');
    expect(testCookieJar.has(REGISTRATION_COOKIE_NAME)).toBe(false);
  });

  it('voids the confirmation at the fifth wrong code, and a new request replaces the old code', async () => {
    const email = newAddress('patty');
    await ask(email);
    const first = await readRegistrationMail(email);
    await ask(email);
    const second = await readRegistrationMail(email);
    actAs(null);
    expect((await confirm({ email, code: first.code })).status).toBe(400);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.status)).toEqual(['withdrawn', 'pending']);
    for (let guess = 0; guess < 4; guess += 1)
      expect((await confirm({ email, code: 'ZZZZ-ZZZZ' })).status).toBe(400);
    expect(await confirmationOf(email)).toBeUndefined();
    expect((await confirm({ email, code: second.code })).status).toBe(400);
  });

  it('refuses a tampered or missing state at the last step, keeping nothing of the details', async () => {
    actAs(null);
    testCookieJar.set(REGISTRATION_COOKIE_NAME, 'Fe26.2**forged');
    expect((await sendDetails()).body.code).toBe('error.registration.unconfirmed');
    actAs(null);
    expect((await sendDetails()).status).toBe(400);
  });
});

describe('throttles', () => {
  it(`sends one address at most ${REGISTRATION_REQUESTS_PER_ADDRESS} e-mails per window, known or not`, async () => {
    const owner = await createPatient();
    for (const email of [owner.account.email, newAddress()]) {
      for (let index = 0; index < REGISTRATION_REQUESTS_PER_ADDRESS; index += 1)
        expect((await ask(email)).status).toBe(202);
      const refused = await ask(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(refused.body.code).toBe('error.auth.rate_limited');
    }
  });

  it('limits one client (an IPv6 /64) to its allowance of requests, and leaves others able to ask', async () => {
    const allowance = getAppConfig().registrationsPerAddress;
    for (let index = 0; index < allowance; index += 1)
      expect((await ask(newAddress(), `2001:db8:7:1::${index + 1}`)).status).toBe(202);
    expect((await ask(newAddress(), '2001:db8:7:1::ffff')).status).toBe(429);
    expect((await ask(newAddress(), '2001:db8:7:2::1')).status).toBe(202);
  });

  it('limits one client to two tries at codes and links per registration it may ask for', async () => {
    const client = freshClientAddress();
    actAs(null);
    expect(registrationAttemptsPerClient()).toBe(2 * getAppConfig().registrationsPerAddress);
    for (let index = 0; index < registrationAttemptsPerClient(); index += 1)
      expect((await confirm({ token: `guess-${index}` }, client)).status).toBe(400);
    const refused = await confirm({ token: 'guess-last' }, client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('error.auth.rate_limited');
  });
});

describe('e-mail goes only to confirmed addresses', () => {
  it('plans nothing but the confirmation for an address that has no account', async () => {
    const email = newAddress('nobody');
    await ask(email);
    const db = await getAppDatabase();
    const planned = await db
      .select({ kind: mailMessages.kind })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, email)));
    expect(planned).toEqual([{ kind: 'registration-code' }]);
  });
});
