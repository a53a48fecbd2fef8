import { describe, expect, it } from 'vitest';
import { computeArtifactPollDelayMs } from './artifact-operations';
import { ServiceError } from './service-error';
import {
  createFakeClient,
  envelopeResponse,
  errorResponse,
  jsonResponse,
} from '@/testing/service/fake-fetch';

const ARTIFACT = {
  artifactId: 'art_soap',
  artifactType: 'soap_note',
  content: { chatId: 'chat_1', createdAt: '2026-01-02T03:04:05Z', body: '# SOAP note' },
};

const generating = () =>
  jsonResponse(202, { code: 'artifact.generating', message: 'Still generating', data: null });

/** A clock that only moves when the client sleeps, so deadlines are exact and tests instant. */
function createVirtualTime() {
  let nowMs = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => nowMs,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      nowMs += ms;
    },
  };
}

describe('getArtifact', () => {
  it('reads any 500 as a permanent generation failure, whatever its body says', async () => {
    const { client } = createFakeClient(() => new Response('upstream exploded', { status: 500 }));
    await expect(client.getArtifact({ userId: 'usr_1', artifactId: 'art_soap' })).rejects.toMatchObject({
      status: 500,
      code: 'error.artifact.generation_failed',
    });
  });

  it('reads 202 as generating and 200 as ready', async () => {
    const { client } = createFakeClient((_request, index) =>
      index === 0 ? generating() : envelopeResponse(200, ARTIFACT),
    );
    await expect(client.getArtifact({ userId: 'usr_1', artifactId: 'art_soap' })).resolves.toEqual({
      status: 'generating',
    });
    await expect(client.getArtifact({ userId: 'usr_1', artifactId: 'art_soap' })).resolves.toEqual({
      status: 'ready',
      artifact: ARTIFACT,
    });
  });

  it('treats a 202 with no body at all as generating', async () => {
    const { client } = createFakeClient(() => new Response(null, { status: 202 }));
    await expect(client.getArtifact({ userId: 'usr_1', artifactId: 'art_1' })).resolves.toEqual({
      status: 'generating',
    });
  });
});

describe('waitForArtifact', () => {
  it('polls with doubling, jittered delays until the artifact is ready', async () => {
    const time = createVirtualTime();
    const { client, requests } = createFakeClient(
      (_request, index) => (index < 5 ? generating() : envelopeResponse(200, ARTIFACT)),
      { ...time, random: () => 1 },
    );
    await expect(client.waitForArtifact({ userId: 'usr_1', artifactId: 'art_soap' })).resolves.toEqual(
      ARTIFACT,
    );
    expect(requests).toHaveLength(6);
    expect(time.sleeps).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it('never waits less than half a step, nor more than the step', () => {
    for (const pollIndex of [0, 1, 2, 3, 10]) {
      const step = Math.min(2000, 250 * 2 ** pollIndex);
      expect(computeArtifactPollDelayMs({ pollIndex, random: () => 0 })).toBe(step / 2);
      expect(computeArtifactPollDelayMs({ pollIndex, random: () => 0.999 })).toBeLessThan(step);
    }
  });

  it('gives up at the deadline with error.artifact.timeout (504), polling once more at the deadline', async () => {
    const time = createVirtualTime();
    const { client, requests } = createFakeClient(generating, { ...time, random: () => 1 });
    const error = await client
      .waitForArtifact({ userId: 'usr_1', artifactId: 'art_soap', deadlineMs: 3000 })
      .catch((e: unknown) => e);
    expect(ServiceError.isServiceError(error)).toBe(true);
    expect(error).toMatchObject({ status: 504, code: 'error.artifact.timeout' });
    // 250 + 500 + 1000 = 1750, then the last sleep is cut to the 1250 ms left.
    expect(time.sleeps).toEqual([250, 500, 1000, 1250]);
    expect(requests).toHaveLength(5);
  });

  it('fails at once on a permanent generation failure', async () => {
    const time = createVirtualTime();
    const { client, requests } = createFakeClient(
      (_request, index) =>
        index === 0 ? generating() : errorResponse(500, 'error.artifact.generation_failed'),
      time,
    );
    await expect(client.waitForArtifact({ userId: 'usr_1', artifactId: 'art_soap' })).rejects.toMatchObject({
      status: 500,
      code: 'error.artifact.generation_failed',
    });
    expect(requests).toHaveLength(2);
  });

  it('rides out a passing 503 through the read retries', async () => {
    const time = createVirtualTime();
    const answers = [
      generating,
      () => errorResponse(503, 'error.service.unavailable'),
      () => envelopeResponse(200, ARTIFACT),
    ];
    const { client, requests } = createFakeClient((_request, index) => answers[index]!(), time);
    await expect(client.waitForArtifact({ userId: 'usr_1', artifactId: 'art_soap' })).resolves.toEqual(
      ARTIFACT,
    );
    expect(requests).toHaveLength(3);
  });

  it('stops when the caller aborts, with the abort reason', async () => {
    const controller = new AbortController();
    const { client } = createFakeClient(generating, {
      sleep: () => {
        controller.abort(new Error('page closed'));
        return new Promise(() => {});
      },
    });
    await expect(
      client.waitForArtifact({ userId: 'usr_1', artifactId: 'art_soap', signal: controller.signal }),
    ).rejects.toThrow('page closed');
  });

  it('bounds a poll that hangs past the deadline', async () => {
    const { client } = createFakeClient(() => new Promise<Response>(() => {}), { timeoutMs: 60_000 });
    await expect(
      client.waitForArtifact({ userId: 'usr_1', artifactId: 'art_soap', deadlineMs: 20 }),
    ).rejects.toMatchObject({ code: 'error.artifact.timeout' });
  });
});
