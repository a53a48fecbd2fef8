export type EndReason =
  'abusive_language' | 'repeated_offtopic' | 'safety_escalation' | 'consultation_complete';
export type CtaSkillCode = 'book_appointment' | 'urgent_care' | 'self_care';
export type CtaWidget = 'appointment_booking' | 'emergency_info' | 'self_care_tips';

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
