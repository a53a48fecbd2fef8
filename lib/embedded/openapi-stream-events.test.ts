import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_EVENT_TYPES } from '@/lib/contract';
import { createEmbeddedService, type EmbeddedService } from './index';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import {
  createSseEventChecker,
  readSseItems,
  type EventStreamContent,
  type SseItem,
} from '@/testing/embedded/sse-event-conformance';
import { testConfig } from '@/testing/embedded/test-config';

const TOKEN = 'tok-stream-document';

// Turns that between them make the engine send every kind of event it has.
const CONSULTATIONS = {
  // A reply in chunks, then the end of the intake: a call to action, the end and the completion.
  completed: ['I have a rash on my arm', "that's all"],
  offTopic: ["what's the capital of France?"],
  // A guardian, then the end of the conversation for safety.
  safety: ['I want to kill myself'],
} as const;

type StreamDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, EventStreamContent> }> }>
  >;
  components: { schemas: Record<string, unknown> };
};

describe('the stream events, checked against the published document', () => {
  let service: EmbeddedService;
  let document: StreamDocument;
  const recorded: SseItem[] = [];
  const client = createMemberClient(() => service, TOKEN);
  const streamContent = () => document.paths['/chats/{chatId}/stream/']!.post!.responses['200']!.content!;

  async function recordTurns(inputs: readonly string[]): Promise<void> {
    const { member, chatId } = await client.newMemberChat();
    for (const input of inputs) {
      const response = await member.sendTurn(chatId, input);
      expect(response.status).toBe(200);
      recorded.push(...(await readSseItems(response.body!)));
    }
  }

  beforeAll(async () => {
    service = await createEmbeddedService({
      config: testConfig({ organizations: [{ name: 'stream-document-org', token: TOKEN }] }),
    });
    document = await (await service.fetch(new Request('http://embedded.test/api/v1/openapi.json'))).json();
    for (const inputs of Object.values(CONSULTATIONS)) await recordTurns(inputs);
    // A turn refused by the rate limit is one `error` event.
    service.faults.update({ rateLimitStreams: true });
    await recordTurns(['I have a headache']);
    service.faults.reset();
  });
  afterAll(() => service.close());

  it('describes one event with an OpenAPI 3.2 item schema, not the body as a whole', () => {
    expect(document.openapi).toBe('3.2.0');
    const content = streamContent()['text/event-stream'];
    expect(content).toEqual({ itemSchema: { $ref: '#/components/schemas/StreamSseEvent' } });
  });

  it('records events of every type the stream has', () => {
    expect(new Set(recorded.map((item) => item.event))).toEqual(new Set(STREAM_EVENT_TYPES));
  });

  it('finds every recorded event, its data read as JSON, as the item schema describes it', () => {
    const checker = createSseEventChecker(document);
    const content = streamContent()['text/event-stream']!;
    expect(checker.check(content, recorded)).toEqual([]);
  });

  it('refuses data of another event, an unknown event name, and data its event schema refuses', () => {
    const checker = createSseEventChecker(document);
    const content = streamContent()['text/event-stream']!;
    const of = (type: string) => recorded.find((item) => item.event === type)!;
    const guardian = of('guardian');
    const guardianData = JSON.parse(guardian.data) as Record<string, unknown>;
    const wrong: SseItem[] = [
      { event: 'guardian', data: of('message.content').data },
      { event: 'message.delta', data: JSON.stringify({ ...guardianData, type: 'message.delta' }) },
      { event: 'guardian', data: JSON.stringify({ ...guardianData, guardianId: undefined }) },
      { event: 'guardian', data: 'not JSON' },
    ];
    for (const item of wrong) expect(checker.check(content, [item]), item.data).not.toEqual([]);
    expect(checker.check(content, [guardian])).toEqual([]);
  });

  it('fails every recorded event against the former description, one array of frames', () => {
    const checker = createSseEventChecker(document);
    const asOneArray: EventStreamContent = {
      schema: {
        type: 'array',
        items: {
          type: 'object',
          required: ['event', 'data'],
          properties: { event: { type: 'string' }, data: { type: 'string' } },
        },
      },
    };
    const problems = checker.check(asOneArray, recorded);
    for (const [index] of recorded.entries())
      expect(problems.some((problem) => problem.startsWith(`event #${index} `))).toBe(true);
    expect(problems.every((problem) => problem.includes('must be array'))).toBe(true);
  });
});
