import net from 'node:net';
import { z } from 'zod';
import { optionalText } from '@/lib/bff/config/env-fields';

/**
 * The test switches: variables that weaken a protection or fix what is random so that tests can run on
 * this machine. Set by mistake on a real deployment they would weaken it silently, so a production server
 * (NODE_ENV=production) refuses to start with any of them unless ALLOW_TEST_SWITCHES=1 says that it is a
 * test server, and even then unless every address it listens on is a loopback address. Every `E2E_*`
 * variable is one, whether or not this schema names it, so that a new one is covered from its first use.
 */

export const ALLOW_TEST_SWITCHES = 'ALLOW_TEST_SWITCHES';
const TEST_SWITCH_PREFIX = 'E2E_';
/** Read by the test runner, never by the app: they weaken nothing. */
const RUNNER_ONLY = new Set(['E2E_PORT', 'E2E_POSTGRES_PORT']);

export const testSwitchesEnv = z.object({
  [ALLOW_TEST_SWITCHES]: optionalText({
    description:
      '`1`: this production build is a test server on this machine (the end-to-end server, the benchmark), so the test switches below are accepted, on loopback only. Without it a production server with any of them set stops at start.',
    shownDefault: 'unset: production refuses the test switches',
  }),
  E2E_INSECURE_COOKIES: optionalText({
    description:
      'Test switch. `1`: a production build over plain http (no Secure flag, no `__Host-` prefix on the session cookie).',
    shownDefault: 'unset',
  }),
  E2E_FAST_PASSWORD_HASHING: optionalText({
    description:
      'Test switch (Vitest and the end-to-end server). `1`: passwords are hashed with scrypt at N=2^10 instead of 2^17 (ADR 0084).',
    shownDefault: 'unset',
  }),
  APP_DATABASE: optionalText({
    description: "Test switch. `memory`: keep the app's own data in memory.",
    shownDefault: 'unset',
  }),
  DEMO_STAFF_PASSWORD: optionalText({
    description:
      "Test switch. Password of the seeded demo staff admin when the app's data is in memory; it must meet the password rules. With a database on disk the password is random and kept in `<DATA_DIR>/demo-staff.txt` (the start-up log names the file, never the password).",
    shownDefault: 'random',
  }),
});

export const testSwitchesConfig = testSwitchesEnv.transform((env) => ({
  /** APP_DATABASE=memory: nothing of the app's survives the process (DATABASE_URL wins). */
  appDatabaseInMemory: env.APP_DATABASE === 'memory',
  /** E2E_INSECURE_COOKIES=1: the local end-to-end server runs a production build over plain http. */
  insecureCookies: env.E2E_INSECURE_COOKIES === '1',
  /** Fixed password of the demo staff account when the database is in memory (tests, demos). */
  demoStaffPassword: env.DEMO_STAFF_PASSWORD,
}));

const NAMED_SWITCHES = Object.keys(testSwitchesEnv.shape).filter((name) => name !== ALLOW_TEST_SWITCHES);

/** The test switches set (not blank) in `env`, sorted. */
export function testSwitchesSet(env: Record<string, string | undefined>): string[] {
  const isSwitch = (name: string) =>
    NAMED_SWITCHES.includes(name) || (name.startsWith(TEST_SWITCH_PREFIX) && !RUNNER_ONLY.has(name));
  return Object.keys(env)
    .filter((name) => isSwitch(name) && env[name]?.trim())
    .sort();
}

const listed = (names: string[]) =>
  `${names.join(', ')} ${names.length === 1 ? 'is a test switch' : 'are test switches'}`;

/**
 * Why the configuration must not start a production server, or undefined when it may: a test switch
 * without ALLOW_TEST_SWITCHES=1. Checked with the rest of the configuration, before anything listens.
 */
export function unmarkedTestSwitches(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV !== 'production' || env[ALLOW_TEST_SWITCHES]?.trim() === '1') return undefined;
  const switches = testSwitchesSet(env);
  if (switches.length === 0) return undefined;
  return (
    `${listed(switches)}, and this is a production server (NODE_ENV=production). Unset ` +
    `${switches.length === 1 ? 'it' : 'them'}; only a test server on this machine sets ${ALLOW_TEST_SWITCHES}=1 ` +
    `and listens on 127.0.0.1 (next start -H 127.0.0.1).`
  );
}

export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:/, '');
  return bare === '::1' || (net.isIPv4(bare) && bare.startsWith('127.'));
}

/** Why the server must not start, or undefined when it may: a test switch on a server open to the network. */
export function refuseTestSwitches({
  env,
  listeningAddresses,
}: {
  env: Record<string, string | undefined>;
  listeningAddresses: readonly string[];
}): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  const switches = testSwitchesSet(env);
  if (switches.length === 0) return undefined;
  const exposed = listeningAddresses.filter((address) => !isLoopbackAddress(address));
  if (listeningAddresses.length > 0 && exposed.length === 0) return undefined;
  const where = exposed.length > 0 ? `listens on ${exposed.join(', ')}` : 'listens on no known address';
  return (
    `${switches.join(', ')} ${switches.length === 1 ? 'is' : 'are'} for tests on this machine only, ` +
    `and this production server ${where}. Unset ${switches.length === 1 ? 'it' : 'them'}, or listen on ` +
    `127.0.0.1 only (next start -H 127.0.0.1).`
  );
}

/** The addresses this process's servers listen on (the Next server is listening when instrumentation runs). */
export function currentListeningAddresses(): string[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  const addresses = handles.flatMap((handle) => {
    if (!(handle instanceof net.Server) || !handle.listening) return [];
    const address = handle.address();
    return address && typeof address === 'object' ? [address.address] : [];
  });
  if (addresses.length > 0) return addresses;
  // Next records the address it listens on; a host name there (`localhost`, also shown for 0.0.0.0) says nothing.
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  const host = origin ? URL.parse(origin)?.hostname.replace(/^\[|\]$/g, '') : undefined;
  return host && net.isIP(host) ? [host] : [];
}
