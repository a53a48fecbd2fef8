import 'server-only';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema, toFieldIssues } from '@/lib/contract';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff';
import { CLIENT_ERROR_STATUS, errorCodeForStatus, ServiceError } from './service-error';

export type ReplyBody = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'not_json' };

/** A response that has been read in full; the transport turns every non-2xx into a ServiceError instead. */
export interface ServiceReply {
  status: number;
  requestId: string | null;
  body: ReplyBody;
}

export function parseReplyBody(text: string): ReplyBody {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'not_json' };
  }
}

/** The wire error when the body is an error envelope; otherwise a code derived from the status. */
export function createErrorFromReply(reply: ServiceReply): ServiceError {
  const { status, requestId, body } = reply;
  // A redirect or informational status is not an answer of this interface.
  if (status < 400) return createBadResponseError({ requestId, reason: 'unexpected_status' });
  const envelope = body.kind === 'json' ? errorEnvelopeSchema.safeParse(body.value) : null;
  if (envelope?.success) {
    const { code, message, data } = envelope.data;
    return new ServiceError({ status, code, message, data, requestId });
  }
  return new ServiceError({
    status,
    code: errorCodeForStatus(status),
    message: `The consultation service answered with status ${status}`,
    requestId,
  });
}

export type BadResponseReason =
  'not_json' | 'empty' | 'schema_mismatch' | 'unexpected_status' | 'not_event_stream' | 'event_too_large';

/** A 2xx whose body does not match the contract. Only the issues are kept: the body may hold patient data. */
export function createBadResponseError({
  requestId,
  reason,
  error,
}: {
  requestId: string | null;
  reason: BadResponseReason;
  error?: z.ZodError;
}): ServiceError {
  return new ServiceError({
    status: CLIENT_ERROR_STATUS.badResponse,
    code: CLIENT_ERROR_CODES.badResponse,
    message: 'The consultation service sent a response this client cannot read',
    data: error ? { reason, issues: toFieldIssues(error) } : { reason },
    requestId,
  });
}

/**
 * One envelope schema per data schema, made once: zod compiles an object schema's parser on its first
 * use, so a schema built for every reply paid that on every service call.
 */
const envelopeSchemas = new WeakMap<z.ZodType, z.ZodType>();

function envelopeSchemaOf(schema: z.ZodType): z.ZodType {
  let envelope = envelopeSchemas.get(schema);
  if (!envelope) {
    envelope = successEnvelopeSchema(schema);
    envelopeSchemas.set(schema, envelope);
  }
  return envelope;
}

/** `data` of a success envelope, parsed with the contract's (lenient) schema. */
export function readEnvelopeData<Schema extends z.ZodType>({
  reply,
  schema,
}: {
  reply: ServiceReply;
  schema: Schema;
}): z.infer<Schema> {
  if (reply.body.kind !== 'json') return throwBadResponse(reply, reply.body.kind);
  const parsed = envelopeSchemaOf(schema).safeParse(reply.body.value);
  if (!parsed.success) return throwBadResponse(reply, 'schema_mismatch', parsed.error);
  return (parsed.data as { data: z.infer<Schema> }).data;
}

// "Body is null": an empty body, a JSON null, or an envelope (whose data is not needed) are all success.
const emptySuccessSchema = z.union([z.null(), successEnvelopeSchema(z.unknown())]);

export function acceptEmptySuccess(reply: ServiceReply): void {
  if (reply.body.kind === 'empty') return;
  if (reply.body.kind === 'not_json') return throwBadResponse(reply, 'not_json');
  const parsed = emptySuccessSchema.safeParse(reply.body.value);
  if (!parsed.success) throwBadResponse(reply, 'schema_mismatch', parsed.error);
}

function throwBadResponse(reply: ServiceReply, reason: BadResponseReason, error?: z.ZodError): never {
  throw createBadResponseError({ requestId: reply.requestId, reason, error });
}
