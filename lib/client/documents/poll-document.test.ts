import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollDocument } from './poll-document';

const artifact = {
  documentId: 'art_1',
  artifactType: 'soap_note',
  content: { chatId: 'chat_1', createdAt: '2026-11-23T15:00:00.000Z', body: '# SOAP' },
};
const writing = () => Response.json({ code: 'artifact.generating', message: 'x', data: null }, { status: 202 });
const policy = { initialMs: 100, maxMs: 400, totalLimitMs: 1_000 };

function answers(...responses: Response[]) {
  const fetch = vi.fn(async () => responses.shift() ?? writing());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function poll() {
  const waits: number[] = [];
  const progress: number[] = [];
  const result = await pollDocument({
    documentId: 'art_1',
    signal: new AbortController().signal,
    policy,
    onWriting: (share) => progress.push(share),
    sleep: async (ms) => void waits.push(ms),
  });
  return { result, waits, progress };
}

afterEach(() => vi.unstubAllGlobals());

describe('pollDocument', () => {
  it('asks again with growing waits while the document is being written, then returns it', async () => {
    answers(writing(), writing(), Response.json({ data: artifact }));
    const { result, waits, progress } = await poll();
    expect(result).toEqual({ status: 'ready', artifact });
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(progress[0]).toBe(0);
    expect(progress[1]).toBeGreaterThan(0);
  });

  it('gives up after the overall limit with "still being written"', async () => {
    const fetch = answers();
    const { result, waits } = await poll();
    expect(result).toEqual({ status: 'still-writing' });
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(policy.totalLimitMs);
    expect(fetch.mock.calls.length).toBeLessThan(20);
  });

  it('reports a permanent failure on 500 and not found on 404, without asking again', async () => {
    const fetch = answers(
      Response.json({ code: 'error.internal', message: 'failed' }, { status: 500, headers: { 'X-Request-ID': 'req_9' } }),
    );
    expect((await poll()).result).toEqual({ status: 'failed', requestId: 'req_9' });
    expect(fetch).toHaveBeenCalledOnce();

    answers(Response.json({ code: 'error.not_found', message: 'Not found' }, { status: 404 }));
    expect((await poll()).result).toEqual({ status: 'not-found' });
  });
});
