// The BFF's own surface, as the browser sees it. The schemas are for the server; the browser imports the
// plain values of the `*-values.ts`, `error-codes.ts` and `password-policy.ts` modules directly (ADR 0069).
export * from './auth';
export * from './sessions';
export * from './chats';
export * from './completed-chats';
export * from './error-codes';
export * from './password-policy';
export * from './pharmacy';
export * from './staff';
export * from './staff-values';
export * from './safety-guidance';
export * from './safety-guidance-values';
export * from './staff-console';
export * from './staff-invitations';
export * from './faults';
export * from './staff-timeline';
export * from './chat-events';
export * from './fhir-export';
export * from './booking-policy';
export * from './booking-policy-values';
export * from './mail';
export * from './mail-values';
export * from './record-download-values';
export * from './work-queue';
export * from './work-queue-values';
