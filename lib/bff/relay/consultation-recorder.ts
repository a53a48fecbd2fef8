import 'server-only';
import type { SkillCodeCtaEvent } from '@/lib/contract';
import type { RecordedCallToAction } from '@/lib/db/app-schema';
import { recordCallToAction, recordConsultationCompletion } from '../accounts';
import type { TurnRecorder } from './relay-events';

// The interface leaves `widget` open; a structured widget is kept as its JSON text.
function toRecordedCallToAction({ skillCode, widget, text }: SkillCodeCtaEvent): RecordedCallToAction {
  return {
    skillCode,
    widget: typeof widget === 'string' ? widget : JSON.stringify(widget),
    ...(text === undefined ? {} : { text }),
  };
}

/** Records one patient's turn in one chat in the app database. */
export function createConsultationRecorder({
  patientAccountId,
  chatId,
}: {
  patientAccountId: string;
  chatId: string;
}): TurnRecorder {
  return {
    recordCompletion: ({ artifacts }) =>
      recordConsultationCompletion({
        patientAccountId,
        chatId,
        artifacts: {
          longSummary: artifacts.longSummary,
          shortSummary: artifacts.shortSummary,
          soapNote: artifacts.soapNote,
        },
      }),
    recordCallToAction: (event) =>
      recordCallToAction({ patientAccountId, chatId, cta: toRecordedCallToAction(event) }),
  };
}
