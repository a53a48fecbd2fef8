import { z } from 'zod';
import { wholeNumber } from '@/lib/bff/config/env-fields';

/** How long the app holds what is open or kept for a while: chat streams, a Bulk Data export's files. */
export const limitsEnv = z.object({
  RELAY_IDLE_TIMEOUT_SECONDS: wholeNumber(
    'RELAY_IDLE_TIMEOUT_SECONDS',
    { min: 1, unit: 'seconds', fallback: 5 * 60 },
    {
      description:
        'A chat stream whose browser has not read its next frame for this long is ended, and its service call closed.',
    },
  ),
  RELAY_MAX_DURATION_SECONDS: wholeNumber(
    'RELAY_MAX_DURATION_SECONDS',
    { min: 1, unit: 'seconds', fallback: 30 * 60 },
    { description: 'Any chat stream is ended after this long, read or not, and its service call closed.' },
  ),
  FHIR_EXPORT_TTL_SECONDS: wholeNumber(
    'FHIR_EXPORT_TTL_SECONDS',
    { min: 60, max: 604_800, unit: 'seconds', fallback: 3_600 },
    {
      description:
        "How long the files of an organization's FHIR Bulk Data export (Admin → EHR export) are kept in the app's database when not all have been downloaded; they are deleted sooner, once every file has been downloaded (ADR 0077).",
    },
  ),
});

export const limitsConfig = limitsEnv.transform((env) => ({
  /** The chat stream relay's deadlines (see lib/bff/relay/relay-stream.ts). */
  relayDeadlines: {
    idleMs: env.RELAY_IDLE_TIMEOUT_SECONDS * 1000,
    overallMs: env.RELAY_MAX_DURATION_SECONDS * 1000,
  },
  /** How long a finished Bulk Data export's files are kept when not every file has been downloaded. */
  fhirExportTtlMs: env.FHIR_EXPORT_TTL_SECONDS * 1000,
}));
