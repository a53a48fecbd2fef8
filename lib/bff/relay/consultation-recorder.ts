import 'server-only';
import type { RecordedCallToAction } from '@/lib/contract/bff';
import { recordCallToAction, recordConsultationCompletion } from '@/lib/bff/accounts';
import { recordChatControlEvent } from '@/lib/bff/records/chat-control-events';
import { widgetText, type TurnRecorder } from './relay-events';

/** Records one patient's turn in one chat of one organization in the app database. */
export function createConsultationRecorder({
  organizationKey,
  patientAccountId,
  chatId,
}: {
  organizationKey: string;
  patientAccountId: string;
  chatId: string;
}): TurnRecorder {
  return {
    recordCompletion: ({ artifacts }) =>
      recordConsultationCompletion({
        organizationKey,
        patientAccountId,
        chatId,
        artifacts: {
          longSummary: artifacts.longSummary,
          shortSummary: artifacts.shortSummary,
          soapNote: artifacts.soapNote,
        },
      }),
    recordCallToAction: ({ skillCode, widget, text }) => {
      const cta: RecordedCallToAction = { skillCode, widget: widgetText(widget), ...(text === undefined ? {} : { text }) };
      return recordCallToAction({ organizationKey, patientAccountId, chatId, cta });
    },
    recordControlEvent: (event, afterMessageId) =>
      recordChatControlEvent({ organizationKey, chatId, patientAccountId, event, afterMessageId }),
  };
}
