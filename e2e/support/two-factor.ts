import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { SAME_ORIGIN_HEADERS } from './same-origin';

/**
 * Two-factor sign-in for the end-to-end tests (ADR 0092): codes made from an account's key with otplib,
 * as the person's app would. The server accepts each 30-second step once per account, and the step
 * either side of now, so every code a test types comes from `nextCode`, which hands out each step once
 * and waits for the clock when a burst of sign-ins has used them all.
 */
const PERIOD_MS = 30_000;

/** The demo admin's key and its last step, kept for the run (a worker that restarts reads them back). */
const DEMO_ADMIN_STATE = path.join('test-results', '.demo-admin-two-factor.json');

const lastSteps = new Map<string, number>();

interface KeptState {
  key: string;
  lastStep: number;
}

function readDemoAdminState(): KeptState | undefined {
  try {
    return JSON.parse(fs.readFileSync(DEMO_ADMIN_STATE, 'utf8')) as KeptState;
  } catch {
    return undefined;
  }
}

function keepDemoAdminState(state: KeptState): void {
  fs.mkdirSync(path.dirname(DEMO_ADMIN_STATE), { recursive: true });
  fs.writeFileSync(DEMO_ADMIN_STATE, JSON.stringify(state));
}

/** The demo admin's key, once it has been set up in this run. */
export function demoAdminKey(): string | undefined {
  return readDemoAdminState()?.key;
}

function lastStepOf(key: string): number {
  const kept = readDemoAdminState();
  const fromFile = kept?.key === key ? kept.lastStep : 0;
  return Math.max(lastSteps.get(key) ?? 0, fromFile);
}

function recordStep(key: string, step: number): void {
  lastSteps.set(key, step);
  if (readDemoAdminState()?.key === key) keepDemoAdminState({ key, lastStep: step });
}

/** The code for a step of a key. */
export function codeAt(key: string, step: number): string {
  return generateSync({ secret: key, epoch: (step * PERIOD_MS) / 1000 });
}

/**
 * A code the server will take: of a step not handed out before, within one step of now (the one before
 * only early in the current step, so that it is still in time when it arrives). Waits, and lengthens the
 * test's time by as much, when the steps in reach are used.
 */
export async function nextCode(key: string): Promise<string> {
  let now = Date.now();
  let current = Math.floor(now / PERIOD_MS);
  const earliest = now % PERIOD_MS < PERIOD_MS / 2 ? current - 1 : current;
  const step = Math.max(lastStepOf(key) + 1, earliest);
  if (step > current + 1) {
    const waitMs = (step - 1) * PERIOD_MS + 500 - now;
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    now = Date.now();
    current = Math.floor(now / PERIOD_MS);
  }
  recordStep(key, step);
  return codeAt(key, step);
}

/** Starts the set-up for whoever `request` is signed in as, confirms it with a code; the key and recovery codes. */
export async function enrolTwoFactorApi(
  request: APIRequestContext,
  headers: Record<string, string> = SAME_ORIGIN_HEADERS,
): Promise<{ key: string; recoveryCodes: string[] }> {
  const setup = await request.post('/api/auth/two-factor/setup', { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { key } = ((await setup.json()) as { data: { key: string } }).data;
  const enable = await request.post('/api/auth/two-factor/enable', {
    headers,
    data: { code: await nextCode(key) },
  });
  expect(enable.status(), await enable.text()).toBe(200);
  const { recoveryCodes } = ((await enable.json()) as { data: { recoveryCodes: string[] } }).data;
  return { key, recoveryCodes };
}

/** The code step of sign-in through the API. */
export async function verifyTwoFactorApi(
  request: APIRequestContext,
  key: string,
  headers: Record<string, string> = SAME_ORIGIN_HEADERS,
): Promise<void> {
  const verify = await request.post('/api/auth/two-factor/verify', {
    headers,
    data: { code: await nextCode(key) },
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

/**
 * Signs a request context in through the API, with the code step when the account has two-factor sign-in.
 * An admin without it (the demo admin at its first sign-in of the run) sets it up then; the demo admin's
 * key is kept for the run. Answers the key, if any.
 */
export async function signInWithTwoFactorApi(
  request: APIRequestContext,
  credentials: { email: string; password: string; twoFactorKey?: string },
  {
    isDemoAdmin = false,
    origin,
  }: {
    isDemoAdmin?: boolean;
    /** The server's origin when it is not the suite's own (another instance). */
    origin?: string;
  } = {},
): Promise<string | undefined> {
  const headers = origin ? { ...SAME_ORIGIN_HEADERS, Origin: origin } : SAME_ORIGIN_HEADERS;
  const login = await request.post('/api/auth/login', {
    headers,
    data: { email: credentials.email, password: credentials.password, kind: 'staff' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const answer = ((await login.json()) as { data: { secondFactorRequired?: boolean; role?: string } }).data;
  if (answer.secondFactorRequired) {
    const key = credentials.twoFactorKey ?? (isDemoAdmin ? demoAdminKey() : undefined);
    if (!key)
      throw new Error(`${credentials.email} has two-factor sign-in, and this run does not know its key`);
    await verifyTwoFactorApi(request, key, headers);
    return key;
  }
  if (answer.role !== 'admin') return undefined;
  const { key } = await enrolTwoFactorApi(request, headers);
  if (isDemoAdmin) keepDemoAdminState({ key, lastStep: lastStepOf(key) });
  return key;
}
