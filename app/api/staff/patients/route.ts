import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readPatientsList } from '@/lib/bff/staff/staff-console-reads';
import { staffPatientsQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async (request) => {
  const staff = await requireStaff();
  return jsonResponse(await readPatientsList(staff, parseQuery(request, staffPatientsQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
