import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createManualClock } from '@/testing/embedded/conversation/manual-clock';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import { runConsultation } from '@/testing/embedded/conversation/consultation-script';
import { testConfig } from '@/testing/embedded/test-config';

const ARTIFACT_DELAY_MS = 5_000;

describe('artifacts of a completed consultation', () => {
  let service: EmbeddedService;
  const clock = createManualClock();
  const client = createMemberClient(() => service, 'tok-artifacts-test');
  const otherOrganization = createMemberClient(() => service, 'tok-artifacts-other');

  beforeAll(async () => {
    service = await createEmbeddedService({
      clock,
      config: testConfig({
        organizations: [
          { name: 'artifacts-org', token: 'tok-artifacts-test' },
          { name: 'artifacts-other', token: 'tok-artifacts-other' },
        ],
        artifactDelayMs: ARTIFACT_DELAY_MS,
      }),
    });
  });
  afterEach(() => service.faults.reset());
  afterAll(() => service.close());

  async function completedConsultation() {
    const userId = await client.createUser({ firstName: 'Marge', lastName: 'Simpson', sex: 'female' });
    const member = client.as(userId);
    const chatId = await member.createChat({ timezone: 'America/Chicago' });
    const { turns, complete } = await runConsultation(
      (userInput) => member.sendTurn(chatId, userInput),
      () => clock.advance(2_000),
    );
    if (complete.type !== 'ai_consultation.complete') throw new Error('unreachable');
    return { member, chatId, turns, artifacts: complete.artifacts };
  }

  it('runs a consultation to completion; its documents turn from 202 to 200', async () => {
    const { member, chatId, turns, artifacts } = await completedConsultation();
    const lastTurn = turns.at(-1)!;
    expect(lastTurn.at(-1)?.type).toBe('ai_consultation.complete');
    expect(new Set(Object.values(artifacts)).size).toBe(3);

    for (const artifactId of Object.values(artifacts)) {
      const pending = await member.get(`/artifacts/${artifactId}/`);
      expect(pending.status).toBe(202);
      expect(pending.headers.get('Retry-After')).toBe('1');
      expect(await pending.json()).toEqual({
        code: 'artifact.generating',
        message: expect.any(String),
        data: null,
      });
    }

    clock.advance(ARTIFACT_DELAY_MS);
    const expectedTypes = {
      longSummary: 'long_summary',
      shortSummary: 'short_summary',
      soapNote: 'soap_note',
    };
    for (const [key, artifactId] of Object.entries(artifacts)) {
      const ready = await member.get(`/artifacts/${artifactId}/`);
      expect(ready.status).toBe(200);
      const { code, data } = await ready.json();
      expect(code).toBe('success');
      expect(data).toEqual({
        artifactId,
        artifactType: expectedTypes[key as keyof typeof expectedTypes],
        content: { chatId, createdAt: expect.stringMatching(/Z$/), body: expect.any(String) },
      });
      expect(data.content.body.length).toBeGreaterThan(20);
      // The profile on file, read with the chat as the turn started, names the patient in each document.
      expect(data.content.body).toContain('Marge Simpson');
    }
  });

  it('hides documents from other users and organizations, as absent ones', async () => {
    const { member, artifacts } = await completedConsultation();
    clock.advance(ARTIFACT_DELAY_MS);
    const neighbour = client.as(await client.createUser());
    const stranger = otherOrganization.as(await otherOrganization.createUser());
    for (const other of [neighbour, stranger]) {
      const response = await other.get(`/artifacts/${artifacts.soapNote}/`);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('error.artifact.not_found');
    }
    const absent = await member.get('/artifacts/art_absent/');
    expect(absent.status).toBe(404);
    expect((await absent.json()).code).toBe('error.artifact.not_found');
  });

  it('reports a failed generation as 500 error.artifact.generation_failed', async () => {
    service.faults.update({ artifactFailure: true });
    const { member, artifacts } = await completedConsultation();
    for (const artifactId of Object.values(artifacts)) {
      const response = await member.get(`/artifacts/${artifactId}/`);
      expect(response.status).toBe(500);
      expect((await response.json()).code).toBe('error.artifact.generation_failed');
    }
  });
});
