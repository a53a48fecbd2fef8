import type { CONVERSATION_END_REASONS, CTA_WIDGETS, SKILL_CODES } from '@/lib/contract';

// The wire values the engine sends are the contract's; they are listed there once.
export type EndReason = (typeof CONVERSATION_END_REASONS)[number];
export type CtaSkillCode = (typeof SKILL_CODES)[number];
export type CtaWidget = (typeof CTA_WIDGETS)[number];

export type TurnOutput =
  | { kind: 'reply'; text: string }
  | { kind: 'guardian'; guardianId: string; message: string }
  | { kind: 'offtopic'; message: string }
  | { kind: 'end'; reason: EndReason; message: string }
  | { kind: 'cta'; skillCode: CtaSkillCode; widget: CtaWidget; text?: string }
  | { kind: 'complete' };

export interface TurnInput {
  userInput: string;
  messagePromptContext?: string | null;
  now: Date;
  timezone: string;
}

export interface PatientDetails {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  sex?: string | null;
}

export interface DocumentContext {
  chatId: string;
  completedAt: Date;
  patient?: PatientDetails | null;
}

export interface ConsultationDocuments {
  longSummary: string;
  shortSummary: string;
  soapNote: string;
}
