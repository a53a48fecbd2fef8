import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCookieJar } from '@/testing/cookie-jar';
import {
  endSession,
  openSeal,
  readSession,
  sealSession,
  SESSION_COOKIE_NAME,
  SESSION_LIFETIME_SECONDS,
  unsealSession,
  writeSessionCookie,
  type SessionData,
} from '@/lib/bff/session/session';

// Read on first use of the configuration, after the imports above.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'session-'));
delete process.env.SESSION_SECRET;

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);

const SECRET = 'a-secret-for-tests-that-is-long-enough-0123';
const OTHER_SECRET = 'another-deployment-secret-also-long-enough-42';
const HOUR = 60 * 60 * 1000;
const SESSION_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

/** What `startSession` seals once the session's record exists (session-records.ts). */
async function startCookieSession(fields: Omit<SessionData, 'issuedAt' | 'sessionId'>): Promise<SessionData> {
  const data = { sessionId: SESSION_ID, issuedAt: Date.now(), ...fields };
  await writeSessionCookie(data);
  return data;
}

describe('sealed sessions', () => {
  const data = { sessionId: SESSION_ID, accountId: 'pat_1', kind: 'patient' as const, version: 0, issuedAt: Date.now() };

  it('round-trips', async () => {
    const seal = await sealSession({ data, secret: SECRET });
    expect(await unsealSession({ seal, secret: SECRET })).toEqual(data);
  });

  it('treats a tampered seal as no session', async () => {
    const seal = await sealSession({ data, secret: SECRET });
    const middle = Math.floor(seal.length / 2);
    const flipped = seal[middle] === 'A' ? 'B' : 'A';
    const tampered = `${seal.slice(0, middle)}${flipped}${seal.slice(middle + 1)}`;
    expect(await unsealSession({ seal: tampered, secret: SECRET })).toBeNull();
    expect(await unsealSession({ seal: 'not a seal at all', secret: SECRET })).toBeNull();
    expect(await unsealSession({ seal: '', secret: SECRET })).toBeNull();
  });

  it('treats a seal made with another secret as no session', async () => {
    const seal = await sealSession({ data, secret: OTHER_SECRET });
    expect(await unsealSession({ seal, secret: SECRET })).toBeNull();
  });

  it('treats a session older than its lifetime, or issued in the future, as none', async () => {
    const now = Date.now();
    const old = await sealSession({ data: { ...data, issuedAt: now - 9 * HOUR }, secret: SECRET });
    expect(await unsealSession({ seal: old, secret: SECRET, now })).toBeNull();
    const almost = await sealSession({ data: { ...data, issuedAt: now - 7 * HOUR }, secret: SECRET });
    expect(await unsealSession({ seal: almost, secret: SECRET, now })).not.toBeNull();
    const future = await sealSession({ data: { ...data, issuedAt: now + HOUR }, secret: SECRET });
    expect(await unsealSession({ seal: future, secret: SECRET, now })).toBeNull();
  });

  it('treats a seal past its sealed expiry as none', async () => {
    const seal = await sealSession({ data, secret: SECRET });
    vi.useFakeTimers({ now: Date.now() + (SESSION_LIFETIME_SECONDS + 120) * 1000 });
    try {
      expect(await unsealSession({ seal, secret: SECRET, now: data.issuedAt })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a seal without a session record id, or with one of the wrong form', async () => {
    const { sessionId: _, ...withoutId } = data;
    const unnamed = await sealSession({ data: withoutId as never, secret: SECRET });
    expect(await unsealSession({ seal: unnamed, secret: SECRET })).toBeNull();
    const misnamed = await sealSession({ data: { ...data, sessionId: 'short' }, secret: SECRET });
    expect(await unsealSession({ seal: misnamed, secret: SECRET })).toBeNull();
  });

  it('refuses well-sealed data of the wrong shape', async () => {
    const seal = await sealSession({
      data: { accountId: '', kind: 'admin', issuedAt: 1 } as never,
      secret: SECRET,
    });
    expect(await unsealSession({ seal, secret: SECRET })).toBeNull();
  });
});

describe('the session cookie', () => {
  beforeEach(() => testCookieJar.clear());
  afterEach(() => testCookieJar.clear());

  it('starts, reads and ends a session with a secret generated once into the data folder', async () => {
    expect(await readSession()).toBeNull();
    const started = await startCookieSession({ accountId: 'stf_1', kind: 'staff', version: 0 });
    expect(await readSession()).toEqual(started);
    // No Max-Age and no Expires: the browser drops the cookie when it closes (ADR 0089).
    expect(testCookieJar.optionsOf(SESSION_COOKIE_NAME)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
    });

    const secretFile = path.join(process.env.DATA_DIR!, 'session-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secretFile, 'utf8')).toMatch(/^[\w-]{64}$/);

    await endSession();
    expect(testCookieJar.has(SESSION_COOKIE_NAME)).toBe(false);
    expect(await readSession()).toBeNull();
  });

  it('reads a forged cookie as no session', async () => {
    testCookieJar.set(SESSION_COOKIE_NAME, 'Fe26.2**forged');
    expect(await readSession()).toBeNull();
    const foreign = await sealSession({
      data: { sessionId: SESSION_ID, accountId: 'pat_x', kind: 'patient', version: 0, issuedAt: Date.now() },
      secret: OTHER_SECRET,
    });
    testCookieJar.set(SESSION_COOKIE_NAME, foreign);
    expect(await readSession()).toBeNull();
  });

  it('checks a remembered seal\'s lifetime on every read and never remembers a refused one', async () => {
    const started = await startCookieSession({ accountId: 'pat_seal', kind: 'patient', version: 3 });
    const seal = testCookieJar.get(SESSION_COOKIE_NAME)!.value;
    expect(await openSeal(seal)).toEqual(started);
    expect(await openSeal(seal)).toEqual(started);
    expect(await readSession()).toEqual(started);
    // A remembered seal past its lifetime is refused like a fresh one.
    expect(await openSeal(seal, started.issuedAt + SESSION_LIFETIME_SECONDS * 1000 + 1)).toBeNull();
    expect(await openSeal(seal, started.issuedAt - 61_000)).toBeNull();
    // What it holds cannot be changed by a reader.
    expect(Object.isFrozen(await openSeal(seal))).toBe(true);

    const middle = Math.floor(seal.length / 2);
    const tampered = `${seal.slice(0, middle)}${seal[middle] === 'A' ? 'B' : 'A'}${seal.slice(middle + 1)}`;
    expect(await openSeal(tampered)).toBeNull();
    expect(await openSeal(tampered)).toBeNull();
  });
});
