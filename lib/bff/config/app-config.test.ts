import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  describeServiceMode,
  parseAppConfig,
} from '@/lib/bff/config/app-config';

const SECRET = 'x'.repeat(32);

describe('parseAppConfig', () => {
  it('runs embedded with nothing configured', () => {
    expect(parseAppConfig({}).service).toEqual({ kind: 'embedded' });
  });

  it('sends mail over SMTP only with a sender, and keeps it in the outbox without SMTP_URL', () => {
    expect(parseAppConfig({ PORT: '3100' }).mail).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      appUrl: 'http://localhost:3100',
      retentionDays: 90,
    });
    expect(
      parseAppConfig({
        SMTP_URL: 'smtp://mail.example.test:587',
        MAIL_FROM: 'Clinic <visits@example.test>',
        APP_URL: 'https://visits.example.test/',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtp://mail.example.test:587',
      from: 'Clinic <visits@example.test>',
      appUrl: 'https://visits.example.test',
      retentionDays: 90,
    });
    expect(() => parseAppConfig({ SMTP_URL: 'smtp://mail.example.test' })).toThrow(/MAIL_FROM/);
    expect(() => parseAppConfig({ SMTP_URL: 'https://mail.example.test', MAIL_FROM: 'a@b.test' })).toThrow(
      /SMTP_URL/,
    );
  });

  it('keeps finished e-mails 90 days unless configured, and refuses nonsense', () => {
    expect(parseAppConfig({ OUTBOX_RETENTION_DAYS: ' ' }).mail.retentionDays).toBe(90);
    expect(parseAppConfig({ OUTBOX_RETENTION_DAYS: '1' }).mail.retentionDays).toBe(1);
    expect(parseAppConfig({ OUTBOX_RETENTION_DAYS: ' 365 ' }).mail.retentionDays).toBe(365);
    for (const value of ['0', '-5', '1.5', 'forever', '3651']) {
      expect(() => parseAppConfig({ OUTBOX_RETENTION_DAYS: value })).toThrow(
        /OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 3650/,
      );
    }
  });

  it('gives the chat relay generous deadlines unless configured, and refuses nonsense', () => {
    expect(parseAppConfig({}).relayDeadlines).toEqual({ idleMs: 300_000, overallMs: 1_800_000 });
    expect(
      parseAppConfig({ RELAY_IDLE_TIMEOUT_SECONDS: '20', RELAY_MAX_DURATION_SECONDS: ' 600 ' })
        .relayDeadlines,
    ).toEqual({ idleMs: 20_000, overallMs: 600_000 });
    expect(() => parseAppConfig({ RELAY_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(/RELAY_IDLE_TIMEOUT_SECONDS/);
    expect(() => parseAppConfig({ RELAY_MAX_DURATION_SECONDS: 'soon' })).toThrow(
      /RELAY_MAX_DURATION_SECONDS/,
    );
  });

  it('gives a stopping instance 10 s for its open chat streams unless configured, and refuses nonsense', () => {
    expect(parseAppConfig({}).shutdownGraceMs).toBe(10_000);
    expect(parseAppConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    expect(parseAppConfig({ SHUTDOWN_GRACE_SECONDS: ' 45 ' }).shutdownGraceMs).toBe(45_000);
    expect(() => parseAppConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => parseAppConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('keeps a Bulk Data export an hour unless configured, from a minute to a week', () => {
    expect(parseAppConfig({}).fhirExportTtlMs).toBe(3_600_000);
    expect(parseAppConfig({ FHIR_EXPORT_TTL_SECONDS: ' 600 ' }).fhirExportTtlMs).toBe(600_000);
    expect(() => parseAppConfig({ FHIR_EXPORT_TTL_SECONDS: '59' })).toThrow(/FHIR_EXPORT_TTL_SECONDS/);
    expect(() => parseAppConfig({ FHIR_EXPORT_TTL_SECONDS: '604801' })).toThrow(/FHIR_EXPORT_TTL_SECONDS/);
    expect(() => parseAppConfig({ FHIR_EXPORT_TTL_SECONDS: 'an hour' })).toThrow(/FHIR_EXPORT_TTL_SECONDS/);
  });

  it('refuses a LOG_LEVEL pino does not have', () => {
    expect(() => parseAppConfig({ LOG_LEVEL: 'debug' })).not.toThrow();
    expect(() => parseAppConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error/);
  });

  it('reads a stable organization id, and refuses one that could not be a key', () => {
    expect(parseAppConfig({}).organizationId).toBeUndefined();
    expect(parseAppConfig({ ORGANIZATION_ID: ' acme-clinics ' }).organizationId).toBe('acme-clinics');
    expect(() => parseAppConfig({ ORGANIZATION_ID: 'acme clinics' })).toThrow(/ORGANIZATION_ID/);
  });

  it('turns telemetry on only with an OTLP endpoint, and refuses one that is not an http(s) URL', () => {
    expect(parseAppConfig({}).telemetryEndpoint).toBeUndefined();
    expect(parseAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).telemetryEndpoint).toBeUndefined();
    expect(parseAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).telemetryEndpoint).toBe(
      'http://collector:4318',
    );
    expect(() => parseAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it('treats blank variables as absent', () => {
    expect(parseAppConfig({ SERVICE_BASE_URL: ' ', SERVICE_API_TOKEN: '' }).service).toEqual({
      kind: 'embedded',
    });
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

  it('refuses to run the embedded service in production unless EMBEDDED_SERVICE=1 asks for it', () => {
    expect(() => parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(
      /No consultation service is configured.*EMBEDDED_SERVICE=1/s,
    );
    expect(() =>
      parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_SERVICE: 'yes' }),
    ).toThrow(/EMBEDDED_SERVICE/);
    expect(
      parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_SERVICE: '1' }).service,
    ).toEqual({ kind: 'embedded' });
    expect(parseAppConfig({ NODE_ENV: 'development' }).service).toEqual({ kind: 'embedded' });
    expect(
      parseAppConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: SECRET,
        SERVICE_BASE_URL: 'https://service.example/api/v1',
        SERVICE_API_TOKEN: 'tok',
      }).service.kind,
    ).toBe('remote');
  });

  it('trusts X-Forwarded-For through TRUST_PROXY_HOPS proxies only, none by default', () => {
    expect(parseAppConfig({}).trustProxyHops).toBe(0);
    expect(parseAppConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => parseAppConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseAppConfig({ TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('requires a long session secret in production', () => {
    expect(() => parseAppConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET of at least 32/);
    expect(() => parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(ConfigError);
    expect(
      parseAppConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_SERVICE: '1' }).sessionSecret,
    ).toBe(SECRET);
  });

  it('says the same sentence for every way a whole number misses its range, once per variable', () => {
    for (const value of ['59', '86401', '90.5', 'half an hour']) {
      expect(() => parseAppConfig({ STAFF_IDLE_TIMEOUT_SECONDS: value })).toThrow(
        /^Invalid configuration:\n {2}STAFF_IDLE_TIMEOUT_SECONDS must be a whole number of seconds from 60 to 86400$/,
      );
    }
    expect(parseAppConfig({ STAFF_IDLE_TIMEOUT_SECONDS: '60' }).staffIdleTimeoutSeconds).toBe(60);
    expect(() => parseAppConfig({ RELAY_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(
      /RELAY_IDLE_TIMEOUT_SECONDS must be a whole number of seconds of at least 1/,
    );
    expect(() => parseAppConfig({ REGISTRATIONS_PER_ADDRESS: '0' })).toThrow(
      /REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 100000/,
    );
    expect(() => parseAppConfig({ ACCOUNT_CACHE_MS: '5001' })).toThrow(
      /ACCOUNT_CACHE_MS must be a whole number of milliseconds from 0 to 5000/,
    );
  });

  it('reports the problems of every concern at once', () => {
    let message = '';
    try {
      parseAppConfig({ TRUST_PROXY_HOPS: 'all', SMTP_URL: 'smtp://mail.example.test', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    expect(message.split('\n').slice(1)).toEqual([
      '  TRUST_PROXY_HOPS must be a whole number of proxies from 0 to 10',
      '  SMTP_URL is set but MAIL_FROM is not: say whom the e-mails to patients come from.',
      `  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`,
    ]);
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

  it('refuses the test switches in production unless ALLOW_TEST_SWITCHES=1 marks a test server', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_SERVICE: '1' };
    for (const testSwitch of [
      { E2E_INSECURE_COOKIES: '1' },
      { E2E_FAST_PASSWORD_HASHING: '1' },
      { APP_DATABASE: 'memory' },
      { DEMO_STAFF_PASSWORD: 'Quiet-harbour-lantern-42' },
    ]) {
      const name = Object.keys(testSwitch)[0] ?? '';
      expect(() => parseAppConfig({ ...production, ...testSwitch })).toThrow(
        new RegExp(`${name} is a test switch, and this is a production server.*ALLOW_TEST_SWITCHES=1`),
      );
      expect(() => parseAppConfig({ ...production, ...testSwitch, ALLOW_TEST_SWITCHES: '1' })).not.toThrow();
    }
    const marked = parseAppConfig({ ...production, E2E_INSECURE_COOKIES: '1', ALLOW_TEST_SWITCHES: '1' });
    expect(marked.insecureCookies).toBe(true);
  });

  it('reads the demo staff password, blank as absent', () => {
    expect(parseAppConfig({ DEMO_STAFF_PASSWORD: 'demo-password-1' }).demoStaffPassword).toBe(
      'demo-password-1',
    );
    expect(parseAppConfig({ DEMO_STAFF_PASSWORD: ' ' }).demoStaffPassword).toBeUndefined();
  });
});

describe('describeServiceMode', () => {
  it('names the mode and never the token', () => {
    const text = describeServiceMode({
      kind: 'remote',
      baseUrl: 'https://svc.test/api/v1',
      token: 'tok-secret',
    });
    expect(text).toContain('https://svc.test');
    expect(text).not.toContain('tok-secret');
  });
});
