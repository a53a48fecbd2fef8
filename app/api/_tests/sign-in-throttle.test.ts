import { isIPv6 } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as requestRegistration } from '@/app/api/auth/registration/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  readEnvelope,
  startTestServices,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();
// One load balancer in front, at 10.0.0.2, appending the address it saw.
process.env.TRUST_PROXY_HOPS = '1';

// The fixtures' accounts are made with this password.
const PASSWORD = 'correct-horse-battery';

function signIn(client: string, body: { email: string; password: string; kind?: 'patient' | 'staff' }) {
  actAs(null);
  return callRoute(login, '/api/auth/login', {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': client, [SOCKET_ADDRESS_HEADER]: '10.0.0.2' },
  });
}

/** The statuses of one wrong password from each client in turn. */
async function wrongPasswords(clients: string[], email: string, kind: 'patient' | 'staff') {
  const statuses: number[] = [];
  for (const client of clients) {
    statuses.push((await signIn(client, { email, password: 'Quiet-harbour-lantern-42', kind })).status);
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;
const addressesOf64 = (prefix: string, hosts: number) =>
  Array.from(
    { length: hosts },
    (_, host) => `${prefix}:${((host * 7919 + 1) % 0x10000).toString(16)}:${host.toString(16)}::1`,
  );

beforeAll(startTestServices);

describe.each(['patient', 'staff'] as const)('%s sign-in behind a load balancer', (kind) => {
  const createAccount = async () =>
    (kind === 'patient' ? await createPatient() : await createStaff()).account;

  it('refuses the client that sends a burst of wrong passwords, and no other client', async () => {
    const { email } = await createAccount();
    const statuses = await wrongPasswords(Array(30).fill('203.0.113.10'), email, kind);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);

    const refused = await signIn('203.0.113.10', { email, password: PASSWORD, kind });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await readEnvelope(refused)).body.code).toBe('error.auth.rate_limited');

    const other = await signIn('198.51.100.20', { email, password: PASSWORD, kind });
    expect(other.status).toBe(200);
  });

  it('counts 30 addresses of one IPv6 /64 as one client, and lets the next /64 sign in', async () => {
    const { email } = await createAccount();
    const rotating = addressesOf64(`2001:db8:${kind === 'patient' ? 'a1' : 'a2'}:1`, 30);
    expect(new Set(rotating).size).toBe(30);
    expect(rotating.every((address) => isIPv6(address))).toBe(true);
    const statuses = await wrongPasswords(rotating, email, kind);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);

    expect((await signIn(rotating[0]!, { email, password: PASSWORD, kind })).status).toBe(429);
    const neighbour = `2001:db8:${kind === 'patient' ? 'a1' : 'a2'}:2::1`;
    expect((await signIn(neighbour, { email, password: PASSWORD, kind })).status).toBe(200);
  });

  it('refuses a /64 guessing across accounts after 20 failures, not the people it guessed at', async () => {
    const victim = await createAccount();
    const prefix = `2001:db8:${kind === 'patient' ? 'b1' : 'b2'}:1`;
    const sprayed = addressesOf64(prefix, 21);
    const statuses: number[] = [];
    for (const [index, client] of sprayed.entries()) {
      const email = index === 20 ? victim.email : `nobody-${kind}-${index}@springfield.test`;
      statuses.push((await signIn(client, { email, password: 'Quiet-harbour-lantern-42', kind })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect((await signIn(`${prefix}::abcd`, { email: victim.email, password: PASSWORD, kind })).status).toBe(
      429,
    );
    expect((await signIn('192.0.2.77', { email: victim.email, password: PASSWORD, kind })).status).toBe(200);
  });
});

describe('registration behind a load balancer', () => {
  it('limits one IPv6 /64 to 10 registrations, and leaves other clients able to register', async () => {
    // Registration starts with the address (ADR 0088): each probe asks for a code for a new one.
    const probe = (client: string, index: number) => {
      actAs(null);
      return callRoute(requestRegistration, '/api/auth/registration', {
        method: 'POST',
        body: { email: `probe-${index}-${client.replaceAll(':', '-')}@springfield.test` },
        headers: { 'X-Forwarded-For': client, [SOCKET_ADDRESS_HEADER]: '10.0.0.2' },
      });
    };
    const rotating = addressesOf64('2001:db8:c1:1', 11);
    const statuses: number[] = [];
    for (const [index, client] of rotating.entries()) statuses.push((await probe(client, index)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    const refused = await probe('2001:db8:c1:1::ffff', 99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(statuses[10]).toBe(429);

    expect((await probe('2001:db8:c1:2::1', 100)).status).toBe(202);
    expect((await probe('203.0.113.99', 101)).status).toBe(202);
  });
});
