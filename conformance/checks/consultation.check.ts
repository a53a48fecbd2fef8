import { beforeAll, describe, expect, it } from 'vitest';
import {
  artifactSchema,
  artifactTypeForCompletionKey,
  COMPLETION_KEYS,
  type AiConsultationCompleteEvent,
  type Artifact,
} from '@/lib/contract';
import { pollArtifact } from '../support/artifacts';
import { createChat, streamTurn } from '../support/chats';
import { driveConsultation, MAX_TURNS } from '../support/consultation';
import { expectError, expectSuccess } from '../support/expectations';
import { api } from '../support/http-client';
import { target } from '../support/target';
import { as, createFullUser, type TestUser } from '../support/users';

let member: TestUser;
let chatId: string;
let complete: AiConsultationCompleteEvent;
let turnCount: number;
const artifacts = new Map<string, Artifact>();
const statusesSeen = new Map<string, number[]>();

beforeAll(async () => {
  member = await createFullUser();
  chatId = (await createChat(as(member))).id;
  const consultation = await driveConsultation(as(member), chatId);
  complete = consultation.complete;
  turnCount = consultation.turns.length;
});

async function readyArtifact(artifactId: string): Promise<Artifact> {
  const known = artifacts.get(artifactId);
  if (known) return known;
  const { statuses, last } = await pollArtifact(as(member), artifactId);
  statusesSeen.set(artifactId, statuses);
  const artifact = expectSuccess(last, { status: 200, data: artifactSchema });
  artifacts.set(artifactId, artifact);
  return artifact;
}

describe('a full consultation', () => {
  it(`a sore-throat consultation reaches ai_consultation.complete within ${MAX_TURNS} turns`, () => {
    expect(complete.type).toBe('ai_consultation.complete');
    expect(turnCount).toBeLessThanOrEqual(MAX_TURNS);
  });

  it('ai_consultation.complete names an artifact for longSummary, shortSummary and soapNote', () => {
    for (const key of COMPLETION_KEYS) expect(complete.artifacts[key], key).toBeTruthy();
    expect(new Set(COMPLETION_KEYS.map((key) => complete.artifacts[key])).size).toBe(3);
  });

  it('GET /artifacts/{artifactId}/ answers 202 while generating, then 200 with the Artifact', async () => {
    for (const key of COMPLETION_KEYS) {
      await readyArtifact(complete.artifacts[key]);
      const statuses = statusesSeen.get(complete.artifacts[key]) ?? [];
      expect(
        statuses.slice(0, -1).every((status) => status === 202),
        statuses.join(', '),
      ).toBe(true);
    }
  });

  for (const key of COMPLETION_KEYS) {
    it(`completion key ${key} identifies an artifact of type ${artifactTypeForCompletionKey(key)} for this chat`, async () => {
      const artifact = await readyArtifact(complete.artifacts[key]);
      expect(artifact.artifactId).toBe(complete.artifacts[key]);
      expect(artifact.artifactType).toBe(artifactTypeForCompletionKey(key));
      expect(artifact.content.chatId).toBe(chatId);
      expect(artifact.content.body.trim().length).toBeGreaterThan(0);
    });
  }

  it('the SOAP note has Subjective, Objective, Assessment and Plan headings, in that order', async () => {
    const { body } = (await readyArtifact(complete.artifacts.soapNote)).content;
    const positions = ['Subjective', 'Objective', 'Assessment', 'Plan'].map((heading) => {
      const match = new RegExp(`^(#{1,6}\\s*|\\*\\*)${heading}\\b`, 'm').exec(body);
      expect(match, `a "${heading}" heading in:\n${body.slice(0, 400)}`).not.toBeNull();
      return match?.index ?? -1;
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('no artifact body carries model reasoning markup', async () => {
    for (const key of COMPLETION_KEYS) {
      const { body } = (await readyArtifact(complete.artifacts[key])).content;
      expect(body).not.toMatch(/<\/?(think|thinking|reasoning|scratchpad)>/i);
    }
  });

  it('GET /artifacts/{artifactId}/ by another user of the organization → 404', async () => {
    const other = await createFullUser();
    expectError(await api.get(`/artifacts/${complete.artifacts.soapNote}/`, as(other)), {
      status: 404,
      embeddedCode: 'error.artifact.not_found',
    });
  });

  it('GET /artifacts/{artifactId}/ by a user of another organization → 404', async () => {
    const other = await createFullUser({ token: target.tokenB });
    expectError(await api.get(`/artifacts/${complete.artifacts.soapNote}/`, as(other)), {
      status: 404,
      embeddedCode: 'error.artifact.not_found',
    });
  });
});

describe('safety and control events', () => {
  it('an emergency message: any guardian event carries guardianId and a message (the embedded service must send one)', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const reading = await streamTurn(
      as(user),
      chat.id,
      'I have crushing chest pain spreading to my left arm and I cannot breathe',
    );
    const guardians = reading.frames.filter((frame) => frame.event === 'guardian');
    for (const frame of guardians) {
      expect(frame.json).toMatchObject({
        type: 'guardian',
        guardianId: expect.any(String),
        message: expect.any(String),
      });
    }
    if (target.embedded) expect(guardians.length).toBe(1);
  });

  it.skipIf(!target.embedded)('an off-topic message gets conversation.offtopic (embedded)', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const reading = await streamTurn(as(user), chat.id, 'What is the capital of France?');
    expect(reading.events.map((event) => event.type)).toContain('conversation.offtopic');
  });

  it.skipIf(!target.embedded)(
    'a turn after completion is answered with conversation.end and no assistant message (embedded)',
    async () => {
      const reading = await streamTurn(as(member), chatId, 'One more thing');
      expect(reading.events.map((event) => event.type)).toEqual(['conversation.end']);
      expect(reading.events[0]).toMatchObject({ reason: 'consultation_complete' });
    },
  );
});

describe.skipIf(!target.embedded || !target.artifactDelayMs)('artifact delay (embedded)', () => {
  it('right after completion an artifact answers 202, with the envelope, until the configured delay has passed', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const { complete: done } = await driveConsultation(as(user), chat.id);
    const early = await api.get(`/artifacts/${done.artifacts.shortSummary}/`, as(user));
    expect(early.status, early.text).toBe(202);
    expect(early.body).toMatchObject({ code: 'artifact.generating', data: null });
    const { last } = await pollArtifact(as(user), done.artifacts.shortSummary);
    expect(last.status).toBe(200);
  }, 180_000);
});
