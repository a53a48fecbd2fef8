import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '@/lib/bff/config/app-config';
import { e2eServerEnv } from './e2e-server-env.mjs';

describe('the end-to-end server environment', () => {
  it('starts the production build in embedded mode with its test switches, marked as a test server', () => {
    const config = parseAppConfig(e2eServerEnv('3100', {}));
    expect(config.nodeEnv).toBe('production');
    expect(config.service).toEqual({ kind: 'embedded' });
    expect(config.insecureCookies).toBe(true);
    expect(config.databaseInMemory).toBe(true);
    expect(config.mail.appUrl).toBe('http://127.0.0.1:3100');
  });

  it('would be refused at start without ALLOW_TEST_SWITCHES=1', () => {
    const { ALLOW_TEST_SWITCHES: _marker, ...unmarked } = e2eServerEnv('3100', {});
    expect(() => parseAppConfig(unmarked)).toThrow(
      /DEMO_STAFF_PASSWORD, E2E_FAST_PASSWORD_HASHING, E2E_INSECURE_COOKIES are test switches/,
    );
  });
});
