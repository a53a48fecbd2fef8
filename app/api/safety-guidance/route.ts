import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getSafetyGuidance } from '@/lib/bff/safety/safety-guidance';

/** Public: emergency guidance must reach anyone, signed in or not. */
export const GET = withRoute(async () => jsonResponse(await getSafetyGuidance()));
