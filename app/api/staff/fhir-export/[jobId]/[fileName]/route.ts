import 'server-only';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { requireStaff } from '@/lib/bff/accounts';
import { notFound } from '@/lib/bff/http/api-error';
import { withRoute } from '@/lib/bff/http/route-handler';
import { findBulkExport } from '@/lib/bff/fhir/bulk-export-jobs';
import { audited } from '@/lib/bff/staff/staff-access';
import { NDJSON_CONTENT_TYPE } from '@/lib/fhir';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** One NDJSON file of a finished export, streamed from disk; only a file its manifest names. */
export const GET = withRoute<{ jobId: string; fileName: string }>(async (_request, { params }) => {
  const staff = await requireStaff({ role: 'admin' });
  const { jobId, fileName } = await params;
  const job = findBulkExport(staff.organizationKey, jobId);
  const files = job?.status === 'done' && job.files ? [...job.files.output, ...job.files.error] : [];
  const file = files.find((candidate) => candidate.fileName === fileName);
  if (!job || !file) throw notFound();
  await audited({
    staff,
    action: 'organization.fhir.bulk_export.download',
    detail: { jobId, file: file.fileName, count: file.count },
    perform: async () => undefined,
  });
  const stream = Readable.toWeb(
    createReadStream(join(job.directory, file.fileName)),
  ) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': NDJSON_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
