import type { Flag } from '@medplum/fhirtypes';
import { CONSULTATIONS_CODES, FLAG_CATEGORY } from '@/lib/fhir/fhir-systems';
import { fhirInstant } from '@/lib/fhir/fhir-text';
import type { SourceSafetyEvent } from '@/lib/fhir/export-source';
import type { ExportIds } from '@/lib/fhir/export-ids';

/**
 * A guardian event: the service stopped the chat for the patient's safety. It happened at one moment and
 * the app never learns more, so the flag starts then and stays open for the organization to close.
 */
export function mapSafetyFlag(
  event: SourceSafetyEvent,
  ids: ExportIds,
  encounterId: string | undefined,
): Flag {
  return {
    resourceType: 'Flag',
    id: ids.flag(event.chatId, event.guardianId),
    identifier: [{ system: ids.systems.safetyEvent, value: `${event.chatId}/${event.guardianId}` }],
    status: 'active',
    category: [{ coding: [{ system: FLAG_CATEGORY, code: 'safety', display: 'Safety' }] }],
    code: {
      coding: [{ system: CONSULTATIONS_CODES.chatEvent, code: 'guardian' }],
      text: 'Safety event: the consultation was stopped and the emergency guidance shown',
    },
    subject: { reference: ids.reference('Patient', ids.patient) },
    period: { start: fhirInstant(event.at) },
    ...(encounterId && { encounter: { reference: ids.reference('Encounter', encounterId) } }),
    author: { reference: ids.reference('Device', ids.device) },
  };
}
