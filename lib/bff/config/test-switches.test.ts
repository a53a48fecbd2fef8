import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentListeningAddresses,
  isLoopbackAddress,
  refuseTestSwitches,
  testSwitchesSet,
  unmarkedTestSwitches,
} from '@/lib/bff/config/test-switches';

const production = { NODE_ENV: 'production', E2E_INSECURE_COOKIES: '1' };

describe('test switches on a production server', () => {
  it('are refused unless every listening address is a loopback address', () => {
    expect(refuseTestSwitches({ env: production, listeningAddresses: ['0.0.0.0'] })).toMatch(
      /E2E_INSECURE_COOKIES is for tests on this machine only.*listens on 0\.0\.0\.0/,
    );
    expect(refuseTestSwitches({ env: production, listeningAddresses: ['::'] })).toBeDefined();
    expect(refuseTestSwitches({ env: production, listeningAddresses: ['127.0.0.1', '10.0.0.5'] })).toMatch(
      /10\.0\.0\.5/,
    );
    expect(refuseTestSwitches({ env: production, listeningAddresses: [] })).toMatch(/no known address/);
    expect(refuseTestSwitches({ env: production, listeningAddresses: ['127.0.0.1'] })).toBeUndefined();
    expect(
      refuseTestSwitches({ env: production, listeningAddresses: ['::1', '::ffff:127.0.0.1'] }),
    ).toBeUndefined();
  });

  it("cover every E2E_ variable the app could read, but not the test runner's port", () => {
    const env = { NODE_ENV: 'production', E2E_SOMETHING_NEW: 'yes', E2E_PORT: '3100' };
    expect(refuseTestSwitches({ env, listeningAddresses: ['0.0.0.0'] })).toMatch(/^E2E_SOMETHING_NEW is/);
    expect(
      refuseTestSwitches({
        env: { NODE_ENV: 'production', E2E_PORT: '3100' },
        listeningAddresses: ['0.0.0.0'],
      }),
    ).toBeUndefined();
    expect(
      refuseTestSwitches({
        env: { ...production, E2E_INSECURE_COOKIES: '' },
        listeningAddresses: ['0.0.0.0'],
      }),
    ).toBeUndefined();
  });

  it('include the named switches that are not E2E_ variables, and skip blank ones', () => {
    expect(
      testSwitchesSet({
        APP_DATABASE: 'memory',
        DEMO_STAFF_PASSWORD: 'x',
        E2E_POSTGRES_PORT: '5433',
        PORT: '3000',
      }),
    ).toEqual(['APP_DATABASE', 'DEMO_STAFF_PASSWORD']);
    expect(testSwitchesSet({ APP_DATABASE: ' ', ALLOW_TEST_SWITCHES: '1' })).toEqual([]);
  });

  it('are refused in production without ALLOW_TEST_SWITCHES=1, naming each one', () => {
    expect(
      unmarkedTestSwitches({ NODE_ENV: 'production', E2E_INSECURE_COOKIES: '1', APP_DATABASE: 'memory' }),
    ).toMatch(
      /^APP_DATABASE, E2E_INSECURE_COOKIES are test switches, and this is a production server.*ALLOW_TEST_SWITCHES=1/,
    );
    expect(unmarkedTestSwitches({ ...production, ALLOW_TEST_SWITCHES: 'yes' })).toMatch(
      /^E2E_INSECURE_COOKIES is a test switch/,
    );
    expect(unmarkedTestSwitches({ ...production, ALLOW_TEST_SWITCHES: '1' })).toBeUndefined();
    expect(unmarkedTestSwitches({ NODE_ENV: 'production', ALLOW_TEST_SWITCHES: '' })).toBeUndefined();
    expect(unmarkedTestSwitches({ ...production, NODE_ENV: 'test' })).toBeUndefined();
  });

  it('are left alone outside production', () => {
    expect(
      refuseTestSwitches({
        env: { ...production, NODE_ENV: 'development' },
        listeningAddresses: ['0.0.0.0'],
      }),
    ).toBeUndefined();
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.2', 'localhost', '::ffff:10.0.0.1'].some(isLoopbackAddress)).toBe(
      false,
    );
  });
});

describe('the listening addresses of this process', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function listen(host: string): Promise<void> {
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
  }

  it('include every listening server, so a server open to the network is seen', async () => {
    await listen('127.0.0.1');
    expect(currentListeningAddresses()).toContain('127.0.0.1');
    expect(
      refuseTestSwitches({ env: production, listeningAddresses: currentListeningAddresses() }),
    ).toBeUndefined();
    await listen('0.0.0.0');
    expect(currentListeningAddresses()).toContain('0.0.0.0');
    expect(
      refuseTestSwitches({ env: production, listeningAddresses: currentListeningAddresses() }),
    ).toBeDefined();
  });
});
