import 'server-only';
import type { Bundle } from '@medplum/fhirtypes';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** A Bundle as a file download: `Content-Disposition: attachment`, never cached. */
export function fhirDownload(bundle: Bundle, fileName: string): Response {
  return new Response(JSON.stringify(bundle, null, 2), {
    status: 200,
    headers: {
      'Content-Type': FHIR_JSON,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
