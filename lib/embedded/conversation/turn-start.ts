import type { StreamBody } from '@/lib/contract';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import {
  runIntakeTurn,
  writeConsultationDocuments,
  type ConsultationDocuments,
  type IntakeState,
  type PatientDetails,
  type TurnOutput,
} from '@/lib/embedded/engine';
import { giveEventLoopBack } from './event-loop-turn';
import { insertConsultationArtifacts } from './artifact-store';
import { recentUserTurnTimes } from './message-store';
import { lockTurnRows, storeUserTurn } from './turn-rows';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import type { CompletionArtifactIds } from './turn-events';
import { decideTurnAllowance, rateWindowStart } from './turn-rate-limit';
import { embeddedLog } from '@/lib/embedded/embedded-log';
import { loggableError } from '@/lib/logging/loggable-error';

/** The rate-limit fault has no window to measure; a short wait keeps clients' retries quick. */
export const FAULT_RETRY_AFTER_SECONDS = 1;

export type TurnStart =
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'accepted'; outputs: TurnOutput[]; completion: CompletionArtifactIds | null };

/**
 * Everything a turn decides before its stream starts, in one transaction: the chat exists in scope, the
 * user is within the rate limit, the engine has moved the intake on, the user message and the intake's
 * new state are stored, and, when that completes the consultation, its documents exist. The user's row is locked throughout, so the
 * user's concurrent turns (in any chat) are counted and applied one at a time.
 *
 * Between its steps the turn gives the event loop back (ADR 0102), so that no request waits for a whole
 * turn. The transaction stays open across those pauses: with PGlite every other query waits for it (the
 * client runs one transaction at a time), with PostgreSQL the row locks keep the user's turns apart.
 */
export async function startTurn(
  deps: EmbeddedDeps,
  { chatId, scope, body }: { chatId: string; scope: OwnerScope; body: StreamBody },
): Promise<TurnStart> {
  return deps.db.transaction(async (db) => {
    const { patient, chat } = await lockTurnRows(db, { chatId, scope });
    const now = deps.clock.now();

    if (deps.faults.current().rateLimitStreams) {
      return { kind: 'refused', retryAfterSeconds: FAULT_RETRY_AFTER_SECONDS };
    }
    const allowance = decideTurnAllowance({
      turnTimes: await recentUserTurnTimes(db, { ...scope, since: rateWindowStart(now) }),
      limit: deps.config.turnsPerMinute,
      now,
    });
    if (!allowance.allowed) return { kind: 'refused', retryAfterSeconds: allowance.retryAfterSeconds };
    await giveEventLoopBack();

    const { userInput, messagePromptContext } = body.userEvent;
    const turn = runIntakeTurn(chat.intakeState as IntakeState, {
      userInput,
      messagePromptContext,
      now,
      timezone: body.timezone ?? chat.timezone,
    });
    await giveEventLoopBack();
    await storeUserTurn(db, { chatId, userInput, intakeState: turn.state, now });

    const completes = turn.outputs.some((output) => output.kind === 'complete');
    if (completes) await giveEventLoopBack();
    const completion = completes
      ? await insertConsultationArtifacts(db, {
          chatId,
          scope,
          documents: deps.faults.current().artifactFailure
            ? null
            : writeDocuments(chatId, turn.state, { completedAt: now, patient }),
          now,
          readyAt: new Date(now.getTime() + deps.config.artifactDelayMs),
        })
      : null;
    return { kind: 'accepted', outputs: turn.outputs, completion };
  });
}

/** A document that cannot be written is recorded as a failed generation rather than failing the turn. */
function writeDocuments(
  chatId: string,
  state: IntakeState,
  { completedAt, patient }: { completedAt: Date; patient: PatientDetails },
): ConsultationDocuments | null {
  try {
    return writeConsultationDocuments(state, { chatId, completedAt, patient });
  } catch (error) {
    embeddedLog.error({ chatId, error: loggableError(error) }, 'writing the documents failed');
    return null;
  }
}
