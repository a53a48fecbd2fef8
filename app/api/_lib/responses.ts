import 'server-only';
import { jsonResponse } from '@/lib/bff/http/route-handler';

/** 201, as the service answers a creation (chat, booking). */
export function createdResponse(data: unknown): Response {
  return jsonResponse(data, { status: 201 });
}

/** The envelope with `data: null`, as the service answers cancel, reschedule and the upserts. */
export function emptyResponse(): Response {
  return jsonResponse(null);
}
