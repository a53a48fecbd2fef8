import type { Composition, CompositionSection } from '@medplum/fhirtypes';
import type { Artifact } from '@/lib/contract';
import { CONSULT_NOTE, LOINC, SOAP_SECTIONS } from '@/lib/fhir/fhir-systems';
import { fhirInstant } from '@/lib/fhir/fhir-text';
import { markdownToNarrativeDiv, textNarrativeDiv } from '@/lib/fhir/narrative';
import { splitSoapNote } from '@/lib/fhir/soap-sections';
import type { ExportIds } from '@/lib/fhir/export-ids';

const LIST_EMPTY_REASON = 'http://terminology.hl7.org/CodeSystem/list-empty-reason';

function soapSections(markdown: string): CompositionSection[] {
  const found = splitSoapNote(markdown);
  return SOAP_SECTIONS.map(({ key, loinc, display, title }) => {
    const code = { coding: [{ system: LOINC, code: loinc, display }] };
    const sectionMarkdown = found[key];
    if (sectionMarkdown === undefined) {
      return {
        title,
        code,
        text: { status: 'generated', div: textNarrativeDiv(`The note has no ${title} section.`) },
        emptyReason: { coding: [{ system: LIST_EMPTY_REASON, code: 'unavailable' }] },
      };
    }
    return {
      title,
      code,
      text: {
        status: 'generated',
        div: markdownToNarrativeDiv(sectionMarkdown, `The ${title} section of the note is empty.`),
      },
    };
  });
}

/** A SOAP note as a consult note: its four sections coded with LOINC, each as sanitized XHTML. */
export function mapComposition(soapNote: Artifact, ids: ExportIds): Composition {
  return {
    resourceType: 'Composition',
    id: ids.composition(soapNote.artifactId),
    identifier: { system: ids.systems.artifact, value: soapNote.artifactId },
    status: 'final',
    type: { coding: [CONSULT_NOTE], text: 'SOAP note' },
    subject: { reference: ids.reference('Patient', ids.patient) },
    encounter: { reference: ids.reference('Encounter', ids.encounter(soapNote.content.chatId)) },
    date: fhirInstant(soapNote.content.createdAt),
    author: [{ reference: ids.reference('Device', ids.device) }],
    title: 'SOAP note',
    custodian: { reference: ids.reference('Organization', ids.organization) },
    section: soapSections(soapNote.content.body),
  };
}
