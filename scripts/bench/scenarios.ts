import { BENCH_COORDINATES, BENCH_STATE, createChat, createUser, fullProfile } from './fixtures';
import { timedCall, timedTurn } from './http';
import { prepareEach, sampleOf, unlimited, type Scenario } from './scenario';

/** The opening of an intake: in a fresh chat the engine does the same work for every turn. */
const FIRST_TURN = 'I have had a sore throat for three days';

/** Below the service's default of 20 turns per user per minute, so a service reached with --base-url does not refuse them either. */
const TURNS_PER_USER = 15;

/** The chats the list scenario pages through: more than one page. */
const LISTED_CHATS = 50;

const createUserScenario: Scenario = {
  id: 'users.create',
  operations: ['POST /users/'],
  prepare: async (context) =>
    unlimited(async (_index, signal) => {
      const json = fullProfile(context.unique);
      return sampleOf(await timedCall(context.target, 'POST', '/users/', { json, signal }));
    }),
};

const readUserScenario: Scenario = {
  id: 'users.read',
  operations: ['GET /users/'],
  prepare: async (context) => {
    const userId = await createUser(context);
    return unlimited(async (_index, signal) =>
      sampleOf(await timedCall(context.target, 'GET', '/users/', { userId, signal })),
    );
  },
};

const createChatScenario: Scenario = {
  id: 'chats.create',
  operations: ['POST /chats/'],
  prepare: async (context) => {
    const userId = await createUser(context);
    return unlimited(async (_index, signal) =>
      sampleOf(await timedCall(context.target, 'POST', '/chats/', { userId, json: {}, signal })),
    );
  },
};

const listChatsScenario: Scenario = {
  id: 'chats.list',
  operations: [`GET /chats/ (page of 20 of ${LISTED_CHATS})`],
  prepare: async (context, options) => {
    const userId = await createUser(context);
    await prepareEach(options, LISTED_CHATS, (_index, signal) => createChat(context, userId, { signal }));
    return unlimited(async (_index, signal) =>
      sampleOf(
        await timedCall(context.target, 'GET', '/chats/', {
          userId,
          query: { page: '1', size: '20' },
          signal,
        }),
      ),
    );
  },
};

const streamTurnScenario: Scenario = {
  id: 'chats.stream',
  operations: ['POST /chats/{id}/stream/ first event', 'POST /chats/{id}/stream/ end of stream'],
  prepare: async (context, options) => {
    const users = await prepareEach(options, Math.ceil(options.count / TURNS_PER_USER), (_index, signal) =>
      createUser(context, { signal }),
    );
    const chats = await prepareEach(
      options,
      Math.min(options.count, users.length * TURNS_PER_USER),
      async (index, signal) => {
        const userId = users[index % users.length]!;
        return { userId, chatId: await createChat(context, userId, { signal }) };
      },
    );
    return {
      available: chats.length,
      request: async (index, signal) => {
        const turn = await timedTurn(context.target, { ...chats[index]!, userInput: FIRST_TURN, signal });
        return { ok: turn.ok, ms: [turn.firstEventMs, turn.endMs] };
      },
    };
  },
};

const availableSlotsScenario: Scenario = {
  id: 'appointments.slots',
  operations: [`GET /appointments/scheduled/available-slots/?state=${BENCH_STATE}`],
  prepare: async (context) => {
    const userId = await createUser(context, { address: true });
    return unlimited(async (_index, signal) =>
      sampleOf(
        await timedCall(context.target, 'GET', '/appointments/scheduled/available-slots/', {
          userId,
          query: { state: BENCH_STATE },
          signal,
        }),
      ),
    );
  },
};

const asapBookingScenario: Scenario = {
  id: 'appointments.asap',
  operations: ['POST /appointments/asap/ (keyed)'],
  prepare: async (context) => {
    const userId = await createUser(context, { address: true });
    const chatId = await createChat(context, userId);
    return unlimited(async (_index, signal) => {
      const idempotencyKey = context.unique.idempotencyKey('asap');
      const json = { chatId, location: { state: BENCH_STATE } };
      return sampleOf(
        await timedCall(context.target, 'POST', '/appointments/asap/', {
          userId,
          json,
          idempotencyKey,
          signal,
        }),
      );
    });
  },
};

const pharmacySearchScenario: Scenario = {
  id: 'pharmacy.search',
  operations: ['POST /pharmacy/search/ (nearest 50)'],
  prepare: async (context) =>
    unlimited(async (_index, signal) =>
      sampleOf(
        await timedCall(context.target, 'POST', '/pharmacy/search/', {
          json: { searchTerm: '', ...BENCH_COORDINATES },
          signal,
        }),
      ),
    ),
};

const idempotentReplayScenario: Scenario = {
  id: 'idempotency.replay',
  operations: ['POST /chats/ replayed (same key)'],
  prepare: async (context, options) => {
    const userId = await createUser(context);
    const keys = await prepareEach(options, options.count, async (_index, signal) => {
      const idempotencyKey = context.unique.idempotencyKey('replay');
      await createChat(context, userId, { idempotencyKey, signal });
      return idempotencyKey;
    });
    return {
      available: keys.length,
      request: async (index, signal) => {
        const call = await timedCall(context.target, 'POST', '/chats/', {
          userId,
          json: {},
          idempotencyKey: keys[index]!,
          signal,
        });
        // A first execution instead of a replay would measure something else.
        return sampleOf(call, call.ok && call.replayed);
      },
    };
  },
};

export const SCENARIOS: readonly Scenario[] = [
  createUserScenario,
  readUserScenario,
  createChatScenario,
  listChatsScenario,
  streamTurnScenario,
  availableSlotsScenario,
  asapBookingScenario,
  pharmacySearchScenario,
  idempotentReplayScenario,
];
