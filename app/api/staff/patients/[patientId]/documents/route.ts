import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readPatientCompletedChats } from '@/lib/bff/staff/staff-patient-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string }>(async (_request, { params }) =>
  jsonResponse(await readPatientCompletedChats((await params).patientId)),
);

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
