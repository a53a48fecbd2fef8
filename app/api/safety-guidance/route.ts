import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getSafetyGuidance } from '@/lib/bff/safety/safety-guidance';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Public: emergency guidance must reach anyone, signed in or not. */
export const GET = withRoute(async () => jsonResponse(await getSafetyGuidance()));

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
