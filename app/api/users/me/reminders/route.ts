import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { readReminderPreference, saveReminderPreference } from '@/lib/bff/accounts/reminder-preference';
import { jsonResponse, parseJsonBody, withRoute } from '@/lib/bff/http/route-handler';
import { reminderPreferenceSchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Whether the patient gets e-mail reminders before their visits; confirmations are always sent. */
export const GET = withRoute(async () => {
  const { account } = await requirePatient();
  return jsonResponse(await readReminderPreference(account.id));
});

export const PUT = withRoute(async (request) => {
  const { account } = await requirePatient();
  const preference = await parseJsonBody(request, reminderPreferenceSchema);
  return jsonResponse(await saveReminderPreference(account.id, preference));
});

export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
