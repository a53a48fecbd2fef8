import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, users } from '@/lib/db/embedded-schema';
import { createEmbeddedService, type EmbeddedService } from '@/lib/embedded/index';
import { createManualClock } from '@/testing/embedded/conversation/manual-clock';
import { createMemberClient } from '@/testing/embedded/conversation/member-client';
import { storedMessages } from '@/testing/embedded/conversation/stored-messages';
import { testConfig } from '@/testing/embedded/test-config';
import { startTurn } from './turn-start';

const ANSWERS = [
  'I have had a headache since yesterday morning',
  'It started yesterday morning, quite gradually',
];

const turnBody = (userInput: string) => ({ userEvent: { type: 'user_message' as const, userInput } });

describe('startTurn', () => {
  let service: EmbeddedService;
  const clock = createManualClock();
  const client = createMemberClient(() => service, 'tok-turn-start-test');

  beforeAll(async () => {
    service = await createEmbeddedService({
      clock,
      config: testConfig({ organizations: [{ name: 'turn-start-org', token: 'tok-turn-start-test' }] }),
    });
  });
  afterAll(() => service.close());

  async function newChat() {
    const userId = await client.createUser();
    const chatId = await client.as(userId).createChat();
    const [user] = await service.deps.db.select().from(users).where(eq(users.id, userId));
    return { chatId, scope: { organizationId: user!.organizationId, userId } };
  }

  const intakeStateOf = async (chatId: string) =>
    (await service.deps.db.select().from(chats).where(eq(chats.id, chatId)))[0]!.intakeState;

  it('applies two turns of one chat sent at once one after the other, neither lost', async () => {
    const sequential = await newChat();
    for (const answer of ANSWERS) {
      await startTurn(service.deps, { ...sequential, body: turnBody(answer) });
    }

    // The user's row lock applies them one at a time: the second starts from the first one's result.
    const together = await newChat();
    const starts = await Promise.all(
      ANSWERS.map((answer) => startTurn(service.deps, { ...together, body: turnBody(answer) })),
    );
    expect(starts.map((start) => start.kind)).toEqual(['accepted', 'accepted']);
    const stored = await storedMessages(service.deps.db, together.chatId);
    expect(stored.map((message) => [message.role, message.content])).toEqual(
      ANSWERS.map((answer) => ['user', answer]),
    );
    expect(await intakeStateOf(together.chatId)).toEqual(await intakeStateOf(sequential.chatId));
  });

  it('refuses a turn over the rate limit without storing it', async () => {
    const { chatId, scope } = await newChat();
    const limit = service.deps.config.turnsPerMinute;
    for (let turn = 0; turn < limit; turn += 1) {
      await startTurn(service.deps, { chatId, scope, body: turnBody('No') });
    }
    const refused = await startTurn(service.deps, { chatId, scope, body: turnBody('No') });
    expect(refused.kind).toBe('refused');
    expect(await storedMessages(service.deps.db, chatId)).toHaveLength(limit);
  });

  it('gives the event loop back between its steps, and a query sent meanwhile waits for its transaction', async () => {
    const { chatId, scope } = await newChat();
    let done = false;
    let loopTurns = 0;
    // Another request's work: it runs only when the turn gives the event loop back.
    const otherRequests = (async () => {
      while (!done) {
        loopTurns += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const turn = startTurn(service.deps, { chatId, scope, body: turnBody(ANSWERS[0]!) }).finally(() => {
      done = true;
    });
    // Sent while the turn is under way: PGlite runs it once the turn's transaction has ended.
    await new Promise((resolve) => setImmediate(resolve));
    const messagesSeenMeanwhile = storedMessages(service.deps.db, chatId);
    expect((await turn).kind).toBe('accepted');
    await otherRequests;
    expect(loopTurns).toBeGreaterThanOrEqual(3);
    expect((await messagesSeenMeanwhile).map((message) => message.content)).toEqual([ANSWERS[0]]);
  });
});
