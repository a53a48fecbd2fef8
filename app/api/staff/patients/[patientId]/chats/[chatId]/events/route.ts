import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readTranscriptEvents } from '@/lib/bff/staff/staff-patient-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The chat's control events, oldest first, with the message each followed (see `readTranscriptEvents`). */
export const GET = withRoute<{ patientId: string; chatId: string }>(async (_request, { params }) => {
  const { patientId, chatId } = await params;
  return jsonResponse(await readTranscriptEvents(patientId, chatId));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
