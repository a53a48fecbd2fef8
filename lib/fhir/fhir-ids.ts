import { createHash } from 'node:crypto';

/**
 * A resource id that is the same at every export of the same record, so that an EHR that imports twice
 * updates instead of duplicating: a name-based UUID (the layout of version 5, from SHA-256) of the kind of
 * resource, the organization and the service's own id. FHIR ids allow 64 letters, digits, `-` and `.`.
 */
export function fhirId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u001f')).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

export function fullUrl(id: string): string {
  return `urn:uuid:${id}`;
}
