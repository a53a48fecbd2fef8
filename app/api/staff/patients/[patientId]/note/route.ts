import 'server-only';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { saveStaffNote } from '@/lib/bff/staff/staff-notes';
import { readPatientNote } from '@/lib/bff/staff/staff-patient-reads';
import { staffNoteBodySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The staff note sent as context with the patient's next new chat; null when there is none. */
export const GET = withRoute<{ patientId: string }>(async (_request, { params }) => {
  return jsonResponse(await readPatientNote((await params).patientId));
});

/** Replaces the note (the text is not audited, only its length); empty text removes it. */
export const PUT = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  const { note } = await parseJsonBody(request, staffNoteBodySchema);
  const saved = await staffPatientAction({
    patientId,
    action: 'patient.note.update',
    detail: { length: note.length },
    perform: ({ staff, patient }) =>
      saveStaffNote({ patientAccountId: patient.id, note, staffAccountId: staff.id }),
  });
  return jsonResponse({ note: saved });
});

export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
