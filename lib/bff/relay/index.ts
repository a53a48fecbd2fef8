import 'server-only';

export { createRelayResponse } from './relay-response';
export {
  createRelayStream,
  DEFAULT_RELAY_DEADLINES,
  type RelayDeadlines,
  type RelayStreamOptions,
  type ServiceEventStream,
} from './relay-stream';
export type { TurnRecorder } from './relay-events';
export type { ScheduleTimer } from './relay-timer';
export {
  HEARTBEAT_COMMENT,
  HEARTBEAT_INTERVAL_MS,
  OPENING_COMMENT,
  SHUTDOWN_INTERRUPTED_EVENT,
  STREAM_INTERRUPTED_EVENT,
} from './sse-comments';
export { createConsultationRecorder } from './consultation-recorder';
export {
  CHAT_STREAMS_PER_PATIENT,
  STREAM_SLOT_RETRY_AFTER_SECONDS,
  patientStreamSlots,
  takePatientStreamSlot,
} from './stream-slots';
