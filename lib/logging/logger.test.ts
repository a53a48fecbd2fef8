import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, resolveLoggerSettings } from '@/lib/logging/logger';
import { redactPersonal } from '@/lib/logging/redact-personal';

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

describe('redacting a line', () => {
  it('hands back the very object when nothing in it is personal: the per-request line copies nothing', () => {
    const line = {
      requestId: 'bff_1',
      method: 'GET',
      route: '/api/users/me',
      status: 200,
      durationMs: 3,
      upstreamRequestIds: ['req_1'],
    };
    expect(redactPersonal(line)).toBe(line);
    expect(redactPersonal(line).upstreamRequestIds).toBe(line.upstreamRequestIds);
  });

  it('never changes the objects the caller passed, and copies only the path to a personal field', () => {
    const shared = { route: '/api/chats' };
    const account = { firstName: 'Marge', id: 'acct_1' };
    const line = { account, shared, list: [{ text: 'sore throat' }, { id: 'x' }] };
    const redacted = redactPersonal(line);
    expect(redacted).toEqual({
      account: { firstName: REDACTED, id: 'acct_1' },
      shared: { route: '/api/chats' },
      list: [{ text: REDACTED }, { id: 'x' }],
    });
    expect(account.firstName).toBe('Marge');
    expect(line.list[0]!.text).toBe('sore throat');
    expect(redacted.shared).toBe(shared);
    expect(Array.isArray(redacted.list)).toBe(true);
  });

  it('keeps an error an error, with its message, when a field of it is redacted', () => {
    const error = Object.assign(new Error('could not send'), { email: 'marge@example.test' });
    const { logger, lines } = capture();
    const redacted = redactPersonal({ error });
    expect(redacted.error).toBeInstanceOf(Error);
    expect(redacted.error.message).toBe('could not send');
    expect(redacted.error.email).toBe(REDACTED);
    expect(error.email).toBe('marge@example.test');
    logger.error({ err: error }, 'failed');
    expect(lines.join('')).not.toContain('marge@example.test');
  });

  it('leaves an undefined personal field out, and looks no deeper than two objects down, as before', () => {
    const line = { email: undefined, a: { b: { c: { text: 'kept' } } } };
    expect(redactPersonal(line)).toBe(line);
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

/** Runs testing/logging/log-then-exit.ts, which logs `count` lines to stdout and ends the way named. */
function startLogging(how: 'exit' | 'throw' | 'fatal' | 'linger', count: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'testing/logging/log-then-exit.ts', how, String(count)],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const output = { text: '' };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output.text += chunk));
  const records = () =>
    output.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; index?: number; level: string });
  return { child, records };
}

async function linesOfAProcessThat(how: 'exit' | 'throw' | 'fatal', count: number) {
  const { child, records } = startLogging(how, count);
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, records: records() };
}

describe('the logger writing to stdout', () => {
  // Lines are written off the request's path, several in one write under load (ADR 0110); whatever is
  // still waiting is written synchronously as the process exits, however it exits.
  it.each(['exit', 'throw'] as const)(
    'loses no line when the process ends by %s',
    async (how) => {
      const { code, records } = await linesOfAProcessThat(how, 2_000);
      expect(code).toBe(how === 'exit' ? 0 : 1);
      expect(records.map((record) => record.index)).toEqual(
        Array.from({ length: 2_000 }, (_, index) => index),
      );
    },
    30_000,
  );

  it('writes a line within the flush interval while the process stays up', async () => {
    const { child, records } = startLogging('linger', 3);
    try {
      await once(child, 'spawn');
      const deadline = Date.now() + 5_000;
      while (records().length < 3 && Date.now() < deadline) await once(child.stdout, 'data');
      expect(records().map((record) => record.index)).toEqual([0, 1, 2]);
    } finally {
      child.kill();
    }
  }, 30_000);

  it('writes a fatal line given just before exiting', async () => {
    const { code, records } = await linesOfAProcessThat('fatal', 10);
    expect(code).toBe(1);
    expect(records.at(-1)).toMatchObject({ level: 'fatal', msg: 'last words' });
    expect(records).toHaveLength(11);
  }, 30_000);
});
