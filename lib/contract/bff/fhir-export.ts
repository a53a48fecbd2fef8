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

/** `POST /api/staff/fhir-export` and `GET /api/staff/fhir-export/[jobId]`: where an export stands. */
export const bulkExportStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  processedPatients: z.number().int(),
  totalPatients: z.number().int(),
  manifest: bulkManifestSchema.nullable(),
});

export type BulkManifest = z.infer<typeof bulkManifestSchema>;
export type BulkExportStatusBody = z.infer<typeof bulkExportStatusSchema>;
