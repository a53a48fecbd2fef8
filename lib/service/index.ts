import 'server-only';

export { createServiceClient, type ServiceClient } from './service-client';
export type { ServiceClientOptions } from './service-connection';
export type { ServiceCallRecord } from './service-call-record';
export { describeServiceCall } from './service-call-record';
export { ServiceError, type ServiceErrorJson } from './service-error';
export { newIdempotencyKey } from './idempotency-key';
export type { ChatStream, OpenChatStreamParams } from './chat-stream';
export type { SkippedStreamEvent } from './chat-stream-events';
export type { ArtifactResult } from './artifact-operations';
export type { RetrySettings } from './retry-policy';
