import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { readProfile } from '@/lib/bff/accounts/patient-profile-reads';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute(async () => jsonResponse(await readProfile(await requirePatient())));

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
