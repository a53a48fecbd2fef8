import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AiConsultationCompleteEvent, StreamEvent } from '@/lib/contract';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { newIdempotencyKey } from './idempotency-key';
import { startEmbeddedClient, type EmbeddedClientHarness } from '@/testing/service/embedded-client';

const ARTIFACT_DELAY_MS = 1500;

describe('a consultation and its documents against the embedded service', () => {
  let harness: EmbeddedClientHarness;
  // One clock for the service and the client: each poll's sleep moves the service's time on.
  let nowMs = Date.parse('2026-03-02T09:00:00Z');
  const clock = { now: () => new Date(nowMs) };

  beforeAll(async () => {
    harness = await startEmbeddedClient({
      token: 'tok-service-client-artifacts',
      clock,
      config: { artifactDelayMs: ARTIFACT_DELAY_MS },
    });
  });
  afterEach(() => {
    harness.service.faults.reset();
  });
  afterAll(() => harness.close());

  function createVirtualTimeClient() {
    const sleeps: number[] = [];
    const client = harness.createClient({
      now: () => nowMs,
      sleep: async (ms) => {
        sleeps.push(ms);
        nowMs += ms;
      },
    });
    return { client, sleeps };
  }

  /** Answers a headache intake through the client's stream until the service reports completion. */
  async function runConsultation() {
    const { client } = harness;
    const user = await client.createUser({
      body: { firstName: 'Marge', lastName: 'Simpson', sex: 'female' },
      idempotencyKey: newIdempotencyKey(),
    });
    const chat = await client.createChat({ userId: user.id, idempotencyKey: newIdempotencyKey() });
    for (const userInput of HEADACHE_ANSWERS) {
      const stream = await client.openChatStream({
        userId: user.id,
        chatId: chat.id,
        body: { userEvent: { type: 'user_message', userInput } },
      });
      const events: StreamEvent[] = [];
      for await (const event of stream.events) events.push(event);
      const complete = events.find(
        (event): event is AiConsultationCompleteEvent => event.type === 'ai_consultation.complete',
      );
      if (complete) return { userId: user.id, chatId: chat.id, artifacts: complete.artifacts };
      nowMs += 2000;
    }
    throw new Error('The consultation did not complete');
  }

  it('reads the documents as generating, times out a short wait, then waits until they are ready', async () => {
    const { userId, chatId, artifacts } = await runConsultation();
    const { client, sleeps } = createVirtualTimeClient();
    await expect(client.getArtifact({ userId, artifactId: artifacts.soapNote })).resolves.toEqual({
      status: 'generating',
    });
    await expect(
      client.waitForArtifact({ userId, artifactId: artifacts.longSummary, deadlineMs: 500 }),
    ).rejects.toMatchObject({ status: 504, code: 'error.artifact.timeout' });

    const soapNote = await client.waitForArtifact({ userId, artifactId: artifacts.soapNote });
    expect(soapNote).toMatchObject({
      artifactId: artifacts.soapNote,
      artifactType: 'soap_note',
      content: { chatId },
    });
    expect(soapNote.content.body.length).toBeGreaterThan(20);
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(ARTIFACT_DELAY_MS);

    const longSummary = await client.getArtifact({ userId, artifactId: artifacts.longSummary });
    expect(longSummary).toMatchObject({ status: 'ready', artifact: { artifactType: 'long_summary' } });
  });

  it('reports a failed generation once, without retrying', async () => {
    harness.service.faults.update({ artifactFailure: true });
    const { userId, artifacts } = await runConsultation();
    nowMs += ARTIFACT_DELAY_MS;
    const before = harness.calls.length;
    await expect(
      harness.client.waitForArtifact({ userId, artifactId: artifacts.shortSummary }),
    ).rejects.toMatchObject({
      status: 500,
      code: 'error.artifact.generation_failed',
    });
    expect(harness.calls.length - before).toBe(1);
  });

  it("reports another user's document as not found", async () => {
    const { artifacts } = await runConsultation();
    const stranger = await harness.client.createUser({ body: {}, idempotencyKey: newIdempotencyKey() });
    await expect(
      harness.client.getArtifact({ userId: stranger.id, artifactId: artifacts.soapNote }),
    ).rejects.toMatchObject({ status: 404, code: 'error.artifact.not_found' });
  });
});
