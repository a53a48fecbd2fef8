import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readOutbox } from '@/lib/bff/mail/outbox-reads';
import { outboxQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The e-mails to the organization's patients, newest first (see `readOutbox`). */
export const GET = withRoute(async (request) => {
  const admin = await requireStaff({ role: 'admin' });
  return jsonResponse(await readOutbox(admin, parseQuery(request, outboxQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
