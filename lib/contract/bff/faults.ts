import { z } from 'zod';

/** The embedded service's fault knobs (`{base}/_admin/faults`), switched from the staff dashboard. */
export const faultSettingsSchema = z.strictObject({
  /** Added to every request before it is handled. */
  latencyMs: z.number().int().min(0).max(60_000),
  /** Pause between the chunks of a streamed reply, when longer than the configured one (0: none). */
  streamDelayMs: z.number().int().min(0).max(10_000),
  /** Share (0–1) of GET requests answered 503 instead. */
  readErrorRate: z.number().min(0).max(1),
  /** Close the stream after this many events (null: never). */
  cutStreamAfterEvents: z.number().int().min(0).nullable(),
  /** Answer every stream turn with a rate-limit `error` event. */
  rateLimitStreams: z.boolean(),
  /** The idempotency store cannot be reached: keyed mutations get 503 and do not start. */
  idempotencyUnavailable: z.boolean(),
  /** Artifact generation fails for good (500). */
  artifactFailure: z.boolean(),
});

export type FaultSettings = z.infer<typeof faultSettingsSchema>;
