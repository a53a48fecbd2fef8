import { z } from 'zod';

/** A file of the Bulk Data manifest: its resource type, where to download it and how many resources it holds. */
const bulkFileSchema = z.object({ type: z.string(), url: z.string(), count: z.number().int() });

/** The FHIR Bulk Data manifest of a finished export, with links to the app's own file routes. */
export const bulkManifestSchema = z.object({
  transactionTime: z.string(),
  request: z.string(),
  requiresAccessToken: z.boolean(),
  output: z.array(bulkFileSchema),
  error: z.array(bulkFileSchema),
});

export const FHIR_EXPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type FhirExportJobStatus = (typeof FHIR_EXPORT_JOB_STATUSES)[number];

/** Why a finished export's files are gone: every file was downloaded once, or its time was up. */
export type FhirExportDeletion = 'downloaded' | 'expired';

/** `POST /api/staff/fhir-export` and `GET /api/staff/fhir-export/[jobId]`: where an export stands. */
export const bulkExportStatusSchema = z.object({
  id: z.string(),
  status: z.enum(FHIR_EXPORT_JOB_STATUSES),
  startedAt: z.string(),
  processedPatients: z.number().int(),
  totalPatients: z.number().int(),
  manifest: bulkManifestSchema.nullable(),
  /**
   * Once done: when the files are deleted if they have not all been downloaded by then (each file is kept
   * until it has been downloaded once in full, all of them at most until this time).
   */
  expiresAt: z.string().nullable(),
});

export type BulkManifest = z.infer<typeof bulkManifestSchema>;
export type BulkExportStatusBody = z.infer<typeof bulkExportStatusSchema>;
