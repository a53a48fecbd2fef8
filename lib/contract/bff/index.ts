// The BFF's own surface, as the browser sees it: browser-safe, imports only zod and the service contract.
export * from './auth';
export * from './chats';
export * from './consultations';
export * from './error-codes';
export * from './password-policy';
export * from './pharmacy';
export * from './staff';
export * from './safety-guidance';
export * from './staff-console';
export * from './faults';
export * from './staff-timeline';
export * from './chat-events';
export * from './fhir-export';
export * from './booking-policy';
export * from './mail';
