import type { Encounter } from '@medplum/fhirtypes';
import { ACT_CODE } from '@/lib/fhir/fhir-systems';
import type { SourceConsultation } from '@/lib/fhir/export-source';
import type { ExportIds } from '@/lib/fhir/export-ids';

/**
 * A completed consultation: a virtual visit from the chat's creation to its completion. A chat the
 * service no longer lists has no known start, and the period then opens at the completion.
 */
export function mapEncounter(consultation: SourceConsultation, ids: ExportIds): Encounter {
  return {
    resourceType: 'Encounter',
    id: ids.encounter(consultation.chatId),
    identifier: [{ system: ids.systems.consultation, value: consultation.chatId }],
    status: 'finished',
    class: { system: ACT_CODE, code: 'VR', display: 'virtual' },
    type: [{ text: 'Consultation with the clinical assistant' }],
    subject: { reference: ids.reference('Patient', ids.patient) },
    period: { start: consultation.chatCreatedAt ?? consultation.completedAt, end: consultation.completedAt },
    serviceProvider: { reference: ids.reference('Organization', ids.organization) },
  };
}
