import type { Artifact, ArtifactType } from '@/lib/contract';
import type { ExportContext, PatientRecordSource, SourceConsultation } from '@/lib/fhir';

export const EXPORT_CONTEXT: ExportContext = {
  organizationKey: 'org-test',
  exportedAt: new Date('2026-11-20T12:00:00.000Z'),
};

export const SOAP_NOTE_MARKDOWN = [
  '# SOAP note',
  '',
  'Patient: Ada Lovelace',
  '',
  '## Subjective',
  '',
  'Headache for **three days**. The patient wrote: "it hurts <script>alert(1)</script>"',
  '',
  '## Objective',
  '',
  '- Reported temperature 37.8 °C',
  '',
  '## Assessment',
  '',
  'Tension-type headache, likely.',
  '',
  '## Plan',
  '',
  '1. Rest',
  '2. [Guidance](https://example.org/headache)',
].join('\n');

export function artifact(
  type: ArtifactType,
  chatId: string,
  body: string,
  id = `${type}-${chatId}`,
): Artifact {
  return {
    artifactId: id,
    artifactType: type,
    content: { chatId, createdAt: '2026-11-20T10:30:00.000Z', body },
  };
}

export function finishedConsultation(chatId: string, soapNote = SOAP_NOTE_MARKDOWN): SourceConsultation {
  return {
    chatId,
    chatCreatedAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:29:00.000Z',
    documents: [
      {
        artifactType: 'long_summary',
        artifactId: `long-${chatId}`,
        state: 'ready',
        artifact: artifact('long_summary', chatId, '# Summary\n\nA headache.', `long-${chatId}`),
      },
      {
        artifactType: 'short_summary',
        artifactId: `short-${chatId}`,
        state: 'ready',
        artifact: artifact('short_summary', chatId, 'Headache.', `short-${chatId}`),
      },
      {
        artifactType: 'soap_note',
        artifactId: `soap-${chatId}`,
        state: 'ready',
        artifact: artifact('soap_note', chatId, soapNote, `soap-${chatId}`),
      },
    ],
  };
}

/** A patient with everything the export maps: a finished consultation, a safety-ended chat, an ASAP and a cancelled appointment. */
export function fullPatientRecord(): PatientRecordSource {
  return {
    account: { id: 'account-1', email: 'ada@example.test' },
    user: {
      id: 'user-1',
      createdAt: '2026-11-01T09:00:00.000Z',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1985-12-10',
      email: 'ada@example.test',
      phoneNumber: '+14155550100',
      sex: 'female',
    },
    address: { line1: '1 Main St', line2: null, city: 'Springfield', state: 'IL', postalCode: '62701' },
    preferredPharmacy: {
      ncpdpId: '1234567',
      name: 'Corner Pharmacy',
      address: { line1: '2 Oak Ave', city: 'Springfield', state: 'IL', postalCode: '62702' },
      phoneNumber: '+12175550101',
    },
    consultations: [finishedConsultation('chat-1')],
    appointments: [
      {
        id: 'apt-asap',
        createdAt: '2026-11-20T10:31:00.000Z',
        chatId: 'chat-1',
        status: 'booked',
        durationMinutes: 15,
        location: { state: 'IL' },
        startsAt: '2026-11-20T10:35:00.000Z',
        endsAt: '2026-11-20T10:50:00.000Z',
        waitingRoomUrl: 'https://visits.example.test/room/1',
      },
      {
        id: 'apt-cancelled',
        createdAt: '2026-11-20T10:32:00.000Z',
        chatId: 'chat-1',
        status: 'cancelled',
        durationMinutes: 20,
        location: { state: 'IL' },
        startsAt: '2026-11-22T15:00:00.000Z',
        endsAt: '2026-11-22T15:20:00.000Z',
        waitingRoomUrl: null,
      },
    ],
    safetyEvents: [{ chatId: 'chat-2', guardianId: 'guardian-1', at: '2026-11-21T08:00:00.000Z' }],
  };
}

/** A patient who gave nothing but an e-mail: no name, address, sex or pharmacy. */
export function barePatientRecord(): PatientRecordSource {
  return {
    account: { id: 'account-2', email: 'bare@example.test' },
    user: {
      id: 'user-2',
      createdAt: '2026-11-01T09:00:00.000Z',
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      email: null,
      phoneNumber: null,
      sex: null,
    },
    address: null,
    preferredPharmacy: null,
    consultations: [],
    appointments: [],
    safetyEvents: [],
  };
}
