import type { Provenance, Reference } from '@medplum/fhirtypes';
import type { Artifact } from '@/lib/contract';
import { PROVENANCE_PARTICIPANT_TYPE } from '@/lib/fhir/fhir-systems';
import { fhirInstant } from '@/lib/fhir/fhir-text';
import type { ExportIds } from '@/lib/fhir/export-ids';

/** The service's clinical assistant wrote the document (and, for a SOAP note, its Composition). */
export function mapProvenance(artifact: Artifact, ids: ExportIds): Provenance {
  const target: Reference[] = [
    { reference: ids.reference('DocumentReference', ids.documentReference(artifact.artifactId)) },
  ];
  if (artifact.artifactType === 'soap_note')
    target.push({ reference: ids.reference('Composition', ids.composition(artifact.artifactId)) });
  return {
    resourceType: 'Provenance',
    id: ids.provenance(artifact.artifactId),
    target,
    recorded: fhirInstant(artifact.content.createdAt),
    agent: [
      {
        type: { coding: [{ system: PROVENANCE_PARTICIPANT_TYPE, code: 'author', display: 'Author' }] },
        who: { reference: ids.reference('Device', ids.device) },
        onBehalfOf: { reference: ids.reference('Organization', ids.organization) },
      },
    ],
  };
}
