import 'server-only';
import { messagesListQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readTranscriptMessages } from '@/lib/bff/staff/staff-patient-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string; chatId: string }>(async (request, { params }) => {
  const { patientId, chatId } = await params;
  return jsonResponse(
    await readTranscriptMessages(patientId, chatId, parseQuery(request, messagesListQuerySchema)),
  );
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
