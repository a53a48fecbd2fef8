import 'server-only';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import type { RecordedCallToAction } from '@/lib/contract/bff';
import { recordCallToAction, recordConsultationCompletion } from '@/lib/bff/accounts';
import { recordChatControlEvent } from '@/lib/bff/records/chat-control-events';
import { announceQueueChange } from '@/lib/bff/work-queue/queue-changes';
import type { Message } from '@/lib/contract';
import { loggableError } from '@/lib/logging/loggable-error';
import { PREVIOUS_TURN_WINDOW, previousTurnReply } from './previous-turn-reply';
import { widgetText, type TurnRecorder } from './relay-events';

/** Records one patient's turn in one chat of one organization in the app database. */
export function createConsultationRecorder({
  organizationKey,
  patientAccountId,
  chatId,
  readNewestMessages,
}: {
  organizationKey: string;
  patientAccountId: string;
  chatId: string;
  /** The chat's newest messages, newest first, from the service. */
  readNewestMessages: (count: number) => Promise<readonly Message[]>;
}): TurnRecorder {
  return {
    async previousTurnReplyId() {
      try {
        return previousTurnReply(await readNewestMessages(PREVIOUS_TURN_WINDOW));
      } catch (error) {
        // The notice is still recorded, only placed at the chat's first turn; the turn itself goes on.
        bffLog.warn({ chatId, error: loggableError(error) }, 'could not read the messages to place a notice');
        return null;
      }
    },
    async recordCompletion({ artifacts }) {
      await recordConsultationCompletion({
        organizationKey,
        patientAccountId,
        chatId,
        artifacts: {
          longSummary: artifacts.longSummary,
          shortSummary: artifacts.shortSummary,
          soapNote: artifacts.soapNote,
        },
      });
      // Its documents wait for a staff member to review them (the work queue, ADR 0093).
      await announceQueueChange({ organizationKey, change: 'added', itemKey: `documents:${chatId}` });
    },
    recordCallToAction: ({ skillCode, widget, text }) => {
      const cta: RecordedCallToAction = {
        skillCode,
        widget: widgetText(widget),
        ...(text === undefined ? {} : { text }),
      };
      return recordCallToAction({ organizationKey, patientAccountId, chatId, cta });
    },
    async recordControlEvent(event, afterMessageId) {
      const id = await recordChatControlEvent({
        organizationKey,
        chatId,
        patientAccountId,
        event,
        afterMessageId,
      });
      // A safety event reaches every open staff console at once (ADR 0094).
      if (event.type === 'guardian')
        await announceQueueChange({ organizationKey, change: 'added', itemKey: `safety:${id}` });
    },
  };
}
