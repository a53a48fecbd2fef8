import net from 'node:net';

/**
 * `E2E_*` variables switch off protections so that the end-to-end tests can run a production build over
 * plain http on this machine (E2E_INSECURE_COOKIES drops the Secure flag and the `__Host-` prefix). Set by
 * mistake on a real deployment they would weaken it silently, so a production server refuses to start
 * with any of them unless every address it listens on is a loopback address.
 */
const TEST_SWITCH_PREFIX = 'E2E_';
/** Read by the test runner, never by the app: it weakens nothing. */
const RUNNER_ONLY = new Set(['E2E_PORT']);

export function testSwitchesSet(env: Record<string, string | undefined>): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith(TEST_SWITCH_PREFIX) && !RUNNER_ONLY.has(name) && env[name]?.trim())
    .sort();
}

export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:/, '');
  return bare === '::1' || (net.isIPv4(bare) && bare.startsWith('127.'));
}

/** Why the server must not start, or undefined when it may. */
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
    `${switches.join(', ')} ${switches.length === 1 ? 'is' : 'are'} for end-to-end tests on this machine only, ` +
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
