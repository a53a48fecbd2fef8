import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, resolveLoggerSettings } from '@/lib/logging/logger';

function capture() {
  const lines: string[] = [];
  const destination = { write: (line: string) => void lines.push(line) };
  const logger = createLogger({ level: 'info', pretty: false, destination });
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), lines };
}

describe('the logger', () => {
  it('writes one JSON object per line with the level by name and an ISO time', () => {
    const { logger, records, lines } = capture();
    logger.info({ requestId: 'bff_1', route: '/api/chats', status: 200, durationMs: 12 }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(records()[0]).toMatchObject({ level: 'info', msg: 'request', requestId: 'bff_1', status: 200 });
    expect(new Date(records()[0]!.time as string).toISOString()).toBe(records()[0]!.time);
  });

  it('redacts personal fields and secrets at the top, one and two objects down', () => {
    const { logger, lines, records } = capture();
    logger.warn(
      {
        email: 'marge@example.test',
        password: 'blue-hair-and-pearls',
        account: { firstName: 'Marge', lastName: 'Simpson', phoneNumber: '+1 555 010 0743' },
        request: { headers: { cookie: 'consult_session=sealed', authorization: 'Bearer tok-secret' } },
        event: { userInput: 'I have had a sore throat for three days' },
        message: { content: 'Take two aspirin' },
      },
      'something happened',
    );
    const line = lines.join('');
    for (const secret of [
      'marge@example.test',
      'blue-hair-and-pearls',
      'Marge',
      'Simpson',
      '0743',
      'consult_session',
      'tok-secret',
      'sore throat',
      'aspirin',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(records()[0]).toMatchObject({
      email: REDACTED,
      account: { firstName: REDACTED, lastName: REDACTED, phoneNumber: REDACTED },
      request: { headers: { cookie: REDACTED, authorization: REDACTED } },
      event: { userInput: REDACTED },
    });
  });

  it('keeps what is not personal as it is', () => {
    const { logger, records } = capture();
    logger.info({ upstreamRequestIds: ['req_1'], route: '/api/chats/c_1/stream', status: 499 }, 'request');
    expect(records()[0]).toMatchObject({ upstreamRequestIds: ['req_1'], route: '/api/chats/c_1/stream' });
  });
});

describe('the settings from the environment', () => {
  it('reads LOG_LEVEL, and writes pretty lines only in development', () => {
    expect(resolveLoggerSettings({ NODE_ENV: 'production', LOG_LEVEL: 'debug' })).toEqual({
      level: 'debug',
      pretty: false,
    });
    expect(resolveLoggerSettings({ NODE_ENV: 'production' })).toEqual({ level: 'info', pretty: false });
    expect(resolveLoggerSettings({ NODE_ENV: 'test' })).toEqual({ level: 'warn', pretty: false });
    expect(resolveLoggerSettings({ NODE_ENV: 'development' }).pretty).toBe(true);
    expect(resolveLoggerSettings({ NODE_ENV: 'production', LOG_LEVEL: 'loud' }).level).toBe('info');
  });
});
