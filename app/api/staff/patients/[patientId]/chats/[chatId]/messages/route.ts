import 'server-only';
import { messagesListQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readTranscriptMessages } from '@/lib/bff/staff/staff-patient-reads';

export const GET = withRoute<{ patientId: string; chatId: string }>(async (request, { params }) => {
  const { patientId, chatId } = await params;
  return jsonResponse(
    await readTranscriptMessages(patientId, chatId, parseQuery(request, messagesListQuerySchema)),
  );
});
