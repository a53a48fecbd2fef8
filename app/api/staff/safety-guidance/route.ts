import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { getSafetyGuidance, saveSafetyGuidance } from '@/lib/bff/safety/safety-guidance';
import { audited } from '@/lib/bff/staff/staff-access';
import { safetyGuidanceSchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The guidance in force, for the admin who edits it. */
export const GET = withRoute(async () => {
  await requireStaff({ role: 'admin' });
  return jsonResponse(await getSafetyGuidance());
});

/** Replaces the guidance; the audit entry keeps the old and new text, which is the organization's, not clinical. */
export const PUT = withRoute(async (request) => {
  const staff = await requireStaff({ role: 'admin' });
  const guidance = await parseJsonBody(request, safetyGuidanceSchema.strict());
  const previous = await getSafetyGuidance();
  const saved = await audited({
    staff,
    action: 'safety_guidance.update',
    detail: { previous, next: guidance },
    perform: () => saveSafetyGuidance({ guidance, staffAccountId: staff.id }),
  });
  return jsonResponse(saved);
});

export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
