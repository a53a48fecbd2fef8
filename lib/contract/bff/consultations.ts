/** A call to action shown at the end of a consultation (`skill_code.cta`). */
export interface RecordedCallToAction {
  skillCode: string;
  widget: string;
  text?: string;
}

/** A completed consultation as the browser sees it: its chat, its documents' ids and its call to action. */
export interface CompletedConsultation {
  chatId: string;
  completedAt: string;
  artifacts: { longSummary: string | null; shortSummary: string | null; soapNote: string | null };
  cta: RecordedCallToAction | null;
}
