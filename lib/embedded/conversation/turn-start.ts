import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { StreamBody } from '@/lib/contract';
import type { Database } from '@/lib/db/connection';
import { users } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import {
  runIntakeTurn,
  writeConsultationDocuments,
  type ConsultationDocuments,
  type IntakeState,
  type PatientDetails,
  type TurnOutput,
} from '@/lib/embedded/engine';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { findChatInScope, saveIntakeState } from './chat-store';
import { insertConsultationArtifacts } from './artifact-store';
import { insertMessage, recentUserTurnTimes } from './message-store';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import { toPatientProfile } from './patient-profile';
import type { ChatRow } from './resources';
import type { CompletionArtifactIds } from './turn-events';
import { decideTurnAllowance, rateWindowStart } from './turn-rate-limit';
import { embeddedLog } from '@/lib/embedded/embedded-log';
import { loggableError } from '@/lib/logging/loggable-error';

/** The rate-limit fault has no window to measure; a short wait keeps clients' retries quick. */
export const FAULT_RETRY_AFTER_SECONDS = 1;

export type TurnStart =
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'accepted'; outputs: TurnOutput[]; completion: CompletionArtifactIds | null };

/** How often a turn computed on a state that another turn changed meanwhile is computed again. */
export const OPTIMISTIC_TURN_ATTEMPTS = 3;

type UserRow = typeof users.$inferSelect;

/** What the engine made of one turn, computed from the chat as read, before anything is written. */
interface ComputedTurn {
  chat: ChatRow;
  now: Date;
  outputs: TurnOutput[];
  state: IntakeState;
  /** Present when the turn completes the consultation (null: the documents could not be written). */
  documents?: ConsultationDocuments | null;
}

async function findUser(db: Database, userId: string, forUpdate: boolean): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) {
    throw new ServiceFailure('error.member.forbidden', 'This organization cannot act on the selected user');
  }
  return user;
}

/** The engine's work for one turn: CPU only, no database, so that no lock or connection is held meanwhile. */
function computeTurn(
  deps: EmbeddedDeps,
  { user, chat, body, now }: { user: UserRow; chat: ChatRow; body: StreamBody; now: Date },
): ComputedTurn {
  const { userInput, messagePromptContext } = body.userEvent;
  const turn = runIntakeTurn(chat.intakeState as IntakeState, {
    userInput,
    messagePromptContext,
    now,
    timezone: body.timezone ?? chat.timezone,
  });
  const completes = turn.outputs.some((output) => output.kind === 'complete');
  return {
    chat,
    now,
    outputs: turn.outputs,
    state: turn.state,
    ...(completes
      ? {
          documents: deps.faults.current().artifactFailure
            ? null
            : writeDocuments(chat, turn.state, { completedAt: now, patient: toPatientProfile(user) }),
        }
      : {}),
  };
}

/** The same intake state as when the turn was computed: no other turn of the chat was applied meanwhile. */
function sameState(read: ChatRow, current: ChatRow): boolean {
  return isDeepStrictEqual(read.intakeState, current.intakeState);
}

/**
 * Writes a computed turn, in a short transaction that locks the user's row (so that the user's turns in
 * any chat are counted and applied one at a time) and the chat's. Answers `stale` when another turn of
 * the chat was applied since the chat was read: the turn must be computed again from the new state.
 */
async function applyTurn(
  deps: EmbeddedDeps,
  {
    chatId,
    scope,
    body,
    computed,
  }: { chatId: string; scope: OwnerScope; body: StreamBody; computed: ComputedTurn },
): Promise<TurnStart | 'stale'> {
  return deps.db.transaction(async (db) => {
    await findUser(db, scope.userId, true);
    const chat = await findChatInScope(db, { chatId, scope, forUpdate: true });
    if (!sameState(computed.chat, chat)) return 'stale';
    return writeTurn(deps, db, { chatId, scope, body, computed });
  });
}

async function refusal(
  deps: EmbeddedDeps,
  db: Database,
  { scope, now }: { scope: OwnerScope; now: Date },
): Promise<TurnStart | null> {
  const allowance = decideTurnAllowance({
    turnTimes: await recentUserTurnTimes(db, { ...scope, since: rateWindowStart(now) }),
    limit: deps.config.turnsPerMinute,
    now,
  });
  return allowance.allowed ? null : { kind: 'refused', retryAfterSeconds: allowance.retryAfterSeconds };
}

async function writeTurn(
  deps: EmbeddedDeps,
  db: Database,
  {
    chatId,
    scope,
    body,
    computed,
  }: { chatId: string; scope: OwnerScope; body: StreamBody; computed: ComputedTurn },
): Promise<TurnStart> {
  const { now } = computed;
  const refused = await refusal(deps, db, { scope, now });
  if (refused) return refused;
  await insertMessage(db, {
    chatId,
    role: 'user',
    content: body.userEvent.userInput,
    status: 'complete',
    createdAt: now,
  });
  await saveIntakeState(db, { chatId, intakeState: computed.state, now });
  const completion =
    computed.documents === undefined
      ? null
      : await insertConsultationArtifacts(db, {
          chatId,
          scope,
          documents: computed.documents,
          now,
          readyAt: new Date(now.getTime() + deps.config.artifactDelayMs),
        });
  return { kind: 'accepted', outputs: computed.outputs, completion };
}

/**
 * Everything a turn decides before its stream starts: the chat exists in scope, the user is within the
 * rate limit, the user message is stored, the engine has moved the intake on, and, when that completes
 * the consultation, its documents exist. The engine runs outside any transaction, on the chat as read;
 * the writes then happen in a short transaction that checks the chat's state is still the one the engine
 * started from (another turn of the same chat, on any instance, may have been applied meanwhile: then
 * the turn is computed again). The last attempt computes under the locks, so a turn always goes through.
 * Nothing is written, and no lock or connection is held, while the engine works (ADR 0082).
 */
export async function startTurn(
  deps: EmbeddedDeps,
  { chatId, scope, body }: { chatId: string; scope: OwnerScope; body: StreamBody },
): Promise<TurnStart> {
  for (let attempt = 1; attempt < OPTIMISTIC_TURN_ATTEMPTS; attempt += 1) {
    const [user, chat] = await Promise.all([
      findUser(deps.db, scope.userId, false),
      findChatInScope(deps.db, { chatId, scope }),
    ]);
    if (deps.faults.current().rateLimitStreams) {
      return { kind: 'refused', retryAfterSeconds: FAULT_RETRY_AFTER_SECONDS };
    }
    const now = deps.clock.now();
    // A turn over the limit costs no engine work; the count that decides is taken again under the lock.
    const refused = await refusal(deps, deps.db, { scope, now });
    if (refused) return refused;
    const computed = computeTurn(deps, { user, chat, body, now });
    const applied = await applyTurn(deps, { chatId, scope, body, computed });
    if (applied !== 'stale') return applied;
  }
  // Turns of this chat keep landing between the read and the write: compute under the locks this time.
  return deps.db.transaction(async (db) => {
    const user = await findUser(db, scope.userId, true);
    const chat = await findChatInScope(db, { chatId, scope, forUpdate: true });
    if (deps.faults.current().rateLimitStreams) {
      return { kind: 'refused', retryAfterSeconds: FAULT_RETRY_AFTER_SECONDS };
    }
    const computed = computeTurn(deps, { user, chat, body, now: deps.clock.now() });
    return writeTurn(deps, db, { chatId, scope, body, computed });
  });
}

/** A document that cannot be written is recorded as a failed generation rather than failing the turn. */
function writeDocuments(
  chat: ChatRow,
  state: IntakeState,
  { completedAt, patient }: { completedAt: Date; patient: PatientDetails },
): ConsultationDocuments | null {
  try {
    return writeConsultationDocuments(state, { chatId: chat.id, completedAt, patient });
  } catch (error) {
    embeddedLog.error({ chatId: chat.id, error: loggableError(error) }, 'writing the documents failed');
    return null;
  }
}
