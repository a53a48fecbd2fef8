import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { notFound } from '@/lib/bff/http/api-error';
import { withRoute } from '@/lib/bff/http/route-handler';
import { getBulkExports } from '@/lib/bff/fhir/bulk-export-jobs';
import { exportGone } from '@/lib/bff/fhir/bulk-export-status';
import { audited } from '@/lib/bff/staff/staff-access';
import { NDJSON_CONTENT_TYPE } from '@/lib/fhir';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * One NDJSON file of a finished export, streamed from the app's database a chunk at a time, by whichever
 * instance the request reaches; only a file its manifest names. 410 once the export's files are deleted.
 */
export const GET = withRoute<{ jobId: string; fileName: string }>(async (_request, { params }) => {
  const staff = await requireStaff({ role: 'admin' });
  const { jobId, fileName } = await params;
  const found = await (await getBulkExports()).openFile(staff.organizationKey, jobId, fileName);
  if (found.kind === 'missing') throw notFound();
  if (found.kind === 'gone') throw exportGone(found.because);
  const { file, body } = found;
  try {
    await audited({
      staff,
      action: 'organization.fhir.bulk_export.download',
      detail: { jobId, file: file.fileName, count: file.count },
      perform: async () => undefined,
    });
  } catch (error) {
    await body.cancel();
    throw error;
  }
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': NDJSON_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
