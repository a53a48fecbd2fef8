/** A call to action shown at the end of a consultation (`skill_code.cta`). */
export interface RecordedCallToAction {
  skillCode: string;
  widget: string;
  text?: string;
}

/** A completed chat as the browser sees it: its documents' ids and its call to action. */
export interface CompletedChat {
  chatId: string;
  completedAt: string;
  /** The ids of the `ai_consultation.complete` event's artifacts: the interface's object, under its name. */
  artifacts: { longSummary: string | null; shortSummary: string | null; soapNote: string | null };
  cta: RecordedCallToAction | null;
  /** The chat's subject (lib/chat-name), where staff choose among completed chats; see NamedChat. */
  subject?: string | null;
}
