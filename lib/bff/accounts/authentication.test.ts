import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPatientAccount, rejectionOf, configureRemoteModeInMemory } from '@/testing/account-fixtures';
import { authenticate } from '@/lib/bff/accounts';
import { ACCOUNT_UNDER_ATTACK_THRESHOLD } from '@/lib/bff/accounts/sign-in-limits';
import { deriveOrganizationKey } from '@/lib/bff/service/organization-key';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { currentPasswordHashCost, verifyPassword } from '@/lib/bff/accounts/password';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { patientAccounts } from '@/lib/db/app-schema';

const TOKEN = 'tok-authentication-test';
configureRemoteModeInMemory({ token: TOKEN });

const PASSWORD = 'marge-simpson-742';
const MINUTE = 60_000;
let organizationKey: string;

beforeAll(async () => {
  organizationKey = await getOrganizationKey();
  await insertPatientAccount({
    id: 'pat_marge',
    email: 'marge@springfield.test',
    organizationKey,
    password: PASSWORD,
  });
});

describe('the organization key', () => {
  it('is the first 16 hex characters of the SHA-256 of the token in use', () => {
    expect(organizationKey).toBe(deriveOrganizationKey(TOKEN));
    expect(organizationKey).toMatch(/^[0-9a-f]{16}$/);
    expect(deriveOrganizationKey('another token')).not.toBe(organizationKey);
  });
});

describe('authenticate', () => {
  it('signs in a patient with the right password, whatever the case of the address', async () => {
    const found = await authenticate({
      email: ' Marge@Springfield.TEST ',
      password: PASSWORD,
      kind: 'patient',
      ip: '10.0.0.1',
    });
    expect(found.kind).toBe('patient');
    expect(found.account.id).toBe('pat_marge');
  });

  it('gives the same 401 for a wrong password, an unknown address and the wrong kind', async () => {
    const attempts = [
      { email: 'marge@springfield.test', password: 'wrong-password-1', kind: 'patient' as const },
      { email: 'nobody@springfield.test', password: PASSWORD, kind: 'patient' as const },
      { email: 'marge@springfield.test', password: PASSWORD, kind: 'staff' as const },
    ];
    const errors = await Promise.all(
      attempts.map((attempt) => rejectionOf(authenticate({ ...attempt, ip: '10.0.0.2' }))),
    );
    for (const error of errors) {
      expect(error.status).toBe(401);
      expect(error.code).toBe('error.auth.invalid_credentials');
      expect(error.message).toBe(errors[0]!.message);
    }
  });

  it('refuses one client after 5 failures on an account for the rest of the window, and no other client', async () => {
    await insertPatientAccount({
      id: 'pat_bart',
      email: 'bart@springfield.test',
      organizationKey,
      password: PASSWORD,
    });
    const start = new Date('2030-01-01T10:00:00Z');
    const attempt = (password: string, minutes: number, ip = '10.1.0.1') =>
      authenticate({
        email: 'bart@springfield.test',
        password,
        kind: 'patient',
        ip,
        now: new Date(start.getTime() + minutes * MINUTE),
      });

    for (let failure = 0; failure < 5; failure += 1) {
      expect((await rejectionOf(attempt('wrong-password-x', failure))).status).toBe(401);
    }
    const refused = await rejectionOf(attempt(PASSWORD, 5));
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('error.auth.rate_limited');
    expect(refused.headers['Retry-After']).toBe(String(10 * 60));
    expect(refused.data).toEqual({ retryAfterSeconds: 600 });
    // Another client, even one that has failed once, signs in meanwhile.
    expect((await rejectionOf(attempt('wrong-password-z', 5, '10.1.0.2'))).status).toBe(401);
    expect((await attempt(PASSWORD, 6, '10.1.0.2')).account.id).toBe('pat_bart');

    const reopened = await attempt(PASSWORD, 15);
    expect(reopened.account.id).toBe('pat_bart');
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    await insertPatientAccount({
      id: 'pat_lisa_ipv6',
      email: 'lisa.ipv6@springfield.test',
      organizationKey,
      password: PASSWORD,
    });
    const now = new Date('2030-02-02T10:00:00Z');
    const attempt = (password: string, ip: string) =>
      authenticate({ email: 'lisa.ipv6@springfield.test', password, kind: 'patient', ip, now });
    const statuses: number[] = [];
    for (let host = 1; host <= 30; host += 1) {
      statuses.push(
        (await rejectionOf(attempt(`wrong-${host}`, `2001:db8:5:6::${host.toString(16)}`))).status,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect((await rejectionOf(attempt(PASSWORD, '2001:db8:5:6:aaaa:bbbb:cccc:dddd'))).status).toBe(429);
    // The next /64, and an IPv4 client, are other clients.
    expect((await attempt(PASSWORD, '2001:db8:5:7::1')).account.id).toBe('pat_lisa_ipv6');
    expect((await attempt(PASSWORD, '::ffff:192.0.2.44')).account.id).toBe('pat_lisa_ipv6');
  });

  it('lets a correct password through from a client with no failures while the account is under attack', async () => {
    await insertPatientAccount({
      id: 'pat_maggie',
      email: 'maggie@springfield.test',
      organizationKey,
      password: PASSWORD,
    });
    const start = new Date('2034-04-04T10:00:00Z');
    const attempt = (password: string, ip: string, minutes: number) =>
      authenticate({
        email: 'maggie@springfield.test',
        password,
        kind: 'patient',
        ip,
        now: new Date(start.getTime() + minutes * MINUTE),
      });
    expect((await attempt(PASSWORD, '192.0.2.10', 0)).account.id).toBe('pat_maggie');
    // Eleven addresses, one wrong guess each: more than ACCOUNT_UNDER_ATTACK_THRESHOLD in the window.
    for (let guess = 0; guess <= ACCOUNT_UNDER_ATTACK_THRESHOLD; guess += 1) {
      expect((await rejectionOf(attempt(`wrong-${guess}`, `203.0.113.${100 + guess}`, 1))).status).toBe(401);
    }
    // An address that has guessed gets no second check, not even with the right password.
    const refused = await rejectionOf(attempt(PASSWORD, '203.0.113.100', 2));
    expect(refused.status).toBe(429);
    // Until the account's window (opened by the sign-in at minute 0) ends, sooner than the address's.
    expect(refused.headers['Retry-After']).toBe(String(13 * 60));
    // The owner at a new address, and at home, signs in.
    expect((await attempt(PASSWORD, '198.51.100.33', 2)).account.id).toBe('pat_maggie');
    expect((await attempt(PASSWORD, '192.0.2.10', 2)).account.id).toBe('pat_maggie');
    // Below the threshold, an address keeps its five guesses.
    expect((await attempt(PASSWORD, '203.0.113.100', 16)).account.id).toBe('pat_maggie');
  });

  it('limits one client address to 20 failures in 15 minutes across accounts', async () => {
    const now = new Date('2031-05-05T08:00:00Z');
    for (let failure = 0; failure < 20; failure += 1) {
      const error = await rejectionOf(
        authenticate({
          email: `guess${failure}@springfield.test`,
          password: 'wrong-password',
          kind: 'patient',
          ip: '203.0.113.9',
          now,
        }),
      );
      expect(error.status).toBe(401);
    }
    const blocked = await rejectionOf(
      authenticate({
        email: 'marge@springfield.test',
        password: PASSWORD,
        kind: 'patient',
        ip: '203.0.113.9',
        now,
      }),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['Retry-After'])).toBe(900);
    const other = await authenticate({
      email: 'marge@springfield.test',
      password: PASSWORD,
      kind: 'patient',
      ip: '203.0.113.10',
      now,
    });
    expect(other.account.id).toBe('pat_marge');
  });

  it('limits one IPv6 /64 to 20 failures across accounts, whichever of its addresses it uses', async () => {
    const now = new Date('2031-06-06T08:00:00Z');
    const from = (ip: string, email: string, password: string) =>
      authenticate({ email, password, kind: 'patient', ip, now });
    for (let failure = 0; failure < 20; failure += 1) {
      const ip = `2001:db8:9:9:${failure.toString(16)}::1`;
      expect((await rejectionOf(from(ip, `spray${failure}@springfield.test`, 'wrong-password'))).status).toBe(
        401,
      );
    }
    const blocked = await rejectionOf(from('2001:DB8:9:9:ffff::', 'marge@springfield.test', PASSWORD));
    expect(blocked.status).toBe(429);
    expect((await from('2001:db8:9:a::1', 'marge@springfield.test', PASSWORD)).account.id).toBe('pat_marge');
  });

  it('lets at most 5 of many parallel wrong guesses from one client for one account be checked', async () => {
    await insertPatientAccount({
      id: 'pat_lisa',
      email: 'lisa@springfield.test',
      organizationKey,
      password: PASSWORD,
    });
    const now = new Date('2032-02-02T12:00:00Z');
    const errors = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        rejectionOf(
          authenticate({
            email: 'lisa@springfield.test',
            password: `wrong-guess-${index}`,
            kind: 'patient',
            ip: '198.51.100.1',
            now,
          }),
        ),
      ),
    );
    const statuses = errors.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    for (const error of errors.filter(({ status }) => status === 429)) {
      expect(error.code).toBe('error.auth.rate_limited');
      expect(error.headers['Retry-After']).toBe('900');
    }
    // The window holds exactly the five that were checked: from that client, the right password waits.
    const refused = await rejectionOf(
      authenticate({
        email: 'lisa@springfield.test',
        password: PASSWORD,
        kind: 'patient',
        ip: '198.51.100.1',
        now,
      }),
    );
    expect(refused.status).toBe(429);
    const elsewhere = await authenticate({
      email: 'lisa@springfield.test',
      password: PASSWORD,
      kind: 'patient',
      ip: '198.51.100.99',
      now,
    });
    expect(elsewhere.account.id).toBe('pat_lisa');
  });

  it('lets at most 20 of many parallel wrong guesses from one address be checked', async () => {
    const now = new Date('2033-03-03T09:00:00Z');
    const errors = await Promise.all(
      Array.from({ length: 26 }, (_, index) =>
        rejectionOf(
          authenticate({
            email: `parallel${index}@springfield.test`,
            password: 'wrong-password',
            kind: 'patient',
            ip: '203.0.113.77',
            now,
          }),
        ),
      ),
    );
    const statuses = errors.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('does not count successful sign-ins, or refused attempts, against the client address', async () => {
    const now = new Date('2034-04-04T09:00:00Z');
    for (let success = 0; success < 25; success += 1) {
      const found = await authenticate({
        email: 'marge@springfield.test',
        password: PASSWORD,
        kind: 'patient',
        ip: '203.0.113.50',
        now,
      });
      expect(found.account.id).toBe('pat_marge');
    }
    // An address refused 25 times for one account (one it never signed in from) is not refused for
    // others: refused attempts are not counted against it.
    for (let failure = 0; failure < 5; failure += 1) {
      await rejectionOf(
        authenticate({
          email: 'marge@springfield.test',
          password: 'nope-nope',
          kind: 'patient',
          ip: '203.0.113.51',
          now,
        }),
      );
    }
    for (let refused = 0; refused < 25; refused += 1) {
      const error = await rejectionOf(
        authenticate({
          email: 'marge@springfield.test',
          password: PASSWORD,
          kind: 'patient',
          ip: '203.0.113.51',
          now,
        }),
      );
      expect(error.status).toBe(429);
    }
    const other = await rejectionOf(
      authenticate({
        email: 'nobody@springfield.test',
        password: 'wrong-password',
        kind: 'patient',
        ip: '203.0.113.51',
        now,
      }),
    );
    expect(other.status).toBe(401);
  });
});

describe('a password hash of an older cost', () => {
  // At the test cost (E2E_FAST_PASSWORD_HASHING), with an older hash below it: the upgrade is the same code
  // at any cost, and password.test.ts holds the cost outside the test switch at N=2^17.
  it('is verified with its own parameters and replaced at the current cost on the next successful sign-in', async () => {
    const current = currentPasswordHashCost();
    const olderCost = { N: current.N / 2, r: current.r, p: current.p };
    const salt = Buffer.from('an older salt 16');
    const key = scryptSync(PASSWORD, salt, 64, olderCost);
    const older = `scrypt$${olderCost.N}$${olderCost.r}$${olderCost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await insertPatientAccount({
      id: 'pat_abe',
      email: 'abe@springfield.test',
      organizationKey,
      password: 'unused',
    });
    const db = await getAppDatabase();
    await db.update(patientAccounts).set({ passwordHash: older }).where(eq(patientAccounts.id, 'pat_abe'));
    const storedHash = async () =>
      (await db.select().from(patientAccounts).where(eq(patientAccounts.id, 'pat_abe')))[0]!.passwordHash;

    const wrong = await rejectionOf(
      authenticate({
        email: 'abe@springfield.test',
        password: 'wrong-password',
        kind: 'patient',
        ip: '10.7.0.1',
      }),
    );
    expect(wrong.status).toBe(401);
    expect(await storedHash()).toBe(older);

    const found = await authenticate({
      email: 'abe@springfield.test',
      password: PASSWORD,
      kind: 'patient',
      ip: '10.7.0.1',
    });
    expect(found.account.id).toBe('pat_abe');
    const upgraded = await storedHash();
    expect(upgraded).toMatch(
      new RegExp(`^scrypt\\$${current.N}\\$${current.r}\\$${current.p}\\$[\\w-]{22}\\$[\\w-]{86}$`),
    );
    expect(await verifyPassword({ password: PASSWORD, hash: upgraded })).toBe(true);

    // Already at the current cost: the next sign-in keeps it.
    await authenticate({
      email: 'abe@springfield.test',
      password: PASSWORD,
      kind: 'patient',
      ip: '10.7.0.1',
    });
    expect(await storedHash()).toBe(upgraded);
  });
});
