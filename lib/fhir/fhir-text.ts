/**
 * FHIR strings hold no control character but tab, line feed and carriage return, and none may be blank;
 * XML (the narrative) refuses the same characters and unpaired surrogates. Text the service stores
 * already refuses them (docs/decisions/0031-stored-text-characters.md); a remote service may still send
 * them, and a record that cannot be imported is worse than one marked where a character was replaced.
 */
const NOT_IN_FHIR_OR_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const REPLACEMENT_CHARACTER = '\ufffd';

export function withoutForbiddenCharacters(text: string): string {
  return text.replace(NOT_IN_FHIR_OR_XML, REPLACEMENT_CHARACTER);
}

/** The text as a FHIR string, or undefined when absent or only white space (an empty FHIR string is invalid). */
export function fhirString(text: string | null | undefined): string | undefined {
  if (text === null || text === undefined) return undefined;
  const cleaned = withoutForbiddenCharacters(text).trim();
  return cleaned === '' ? undefined : cleaned;
}

/** An ISO date-time from the service as a FHIR instant: UTC, to the millisecond. */
export function fhirInstant(isoDateTime: string): string {
  return new Date(isoDateTime).toISOString();
}
