import { describe, expect, it } from 'vitest';
import { ConfigError, describeServiceMode, parseAppConfig } from './app-config';

const SECRET = 'x'.repeat(32);

describe('parseAppConfig', () => {
  it('runs embedded with nothing configured', () => {
    expect(parseAppConfig({}).service).toEqual({ kind: 'embedded' });
  });

  it('treats blank variables as absent', () => {
    expect(parseAppConfig({ SERVICE_BASE_URL: ' ', SERVICE_API_TOKEN: '' }).service).toEqual({ kind: 'embedded' });
  });

  it('selects remote mode when both the base URL and the token are set', () => {
    const config = parseAppConfig({
      SERVICE_BASE_URL: 'https://staging.example.test/api/v1/',
      SERVICE_API_TOKEN: 'tok-123',
    });
    expect(config.service).toEqual({
      kind: 'remote',
      baseUrl: 'https://staging.example.test/api/v1',
      token: 'tok-123',
    });
  });

  it('refuses a base URL without a token, naming both variables', () => {
    expect(() => parseAppConfig({ SERVICE_BASE_URL: 'https://x.test/api/v1' })).toThrow(
      /SERVICE_BASE_URL is set but SERVICE_API_TOKEN is not/,
    );
  });

  it('refuses a token without a base URL', () => {
    expect(() => parseAppConfig({ SERVICE_API_TOKEN: 'tok' })).toThrow(ConfigError);
  });

  it('refuses a base URL without the version prefix', () => {
    expect(() => parseAppConfig({ SERVICE_BASE_URL: 'https://x.test', SERVICE_API_TOKEN: 't' })).toThrow(
      /\/api\/v1/,
    );
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => parseAppConfig({ SERVICE_BASE_URL: 'ftp://x.test/api/v1', SERVICE_API_TOKEN: 't' })).toThrow(
      /http\(s\) URL/,
    );
  });

  it('requires a long session secret in production', () => {
    expect(() => parseAppConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET of at least 32/);
    expect(() => parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(ConfigError);
    expect(parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => parseAppConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });
});

describe('parseAppConfig: database and cookies', () => {
  it('keeps the database in a folder unless told memory by either variable', () => {
    expect(parseAppConfig({}).databaseInMemory).toBe(false);
    expect(parseAppConfig({ APP_DATABASE: 'memory' }).databaseInMemory).toBe(true);
    expect(parseAppConfig({ EMBEDDED_DATABASE: 'memory' }).databaseInMemory).toBe(true);
    expect(parseAppConfig({ EMBEDDED_DATABASE: 'file' }).databaseInMemory).toBe(false);
  });

  it('allows insecure cookies only when E2E_INSECURE_COOKIES is exactly 1', () => {
    expect(parseAppConfig({ E2E_INSECURE_COOKIES: '1' }).insecureCookies).toBe(true);
    expect(parseAppConfig({ E2E_INSECURE_COOKIES: 'true' }).insecureCookies).toBe(false);
    expect(parseAppConfig({}).insecureCookies).toBe(false);
  });

  it('reads the demo staff password, blank as absent', () => {
    expect(parseAppConfig({ DEMO_STAFF_PASSWORD: 'demo-password-1' }).demoStaffPassword).toBe('demo-password-1');
    expect(parseAppConfig({ DEMO_STAFF_PASSWORD: ' ' }).demoStaffPassword).toBeUndefined();
  });
});

describe('describeServiceMode', () => {
  it('names the mode and never the token', () => {
    const text = describeServiceMode({ kind: 'remote', baseUrl: 'https://svc.test/api/v1', token: 'tok-secret' });
    expect(text).toContain('https://svc.test');
    expect(text).not.toContain('tok-secret');
  });
});
