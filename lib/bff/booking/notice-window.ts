import 'server-only';
import { BFF_ERROR_CODES, describeHours, insideNoticeWindow, type BookingPolicy } from '@/lib/contract/bff';
import type { Appointment } from '@/lib/contract';
import { ApiError } from '@/lib/bff/http/api-error';

/**
 * A patient's cancel or reschedule inside the notice window: refused before anything is sent to the
 * service. The message names the window and the organization's contact text says what to do instead.
 */
export function refuseInsideNoticeWindow({
  policy,
  appointment,
  action,
  now = new Date(),
}: {
  policy: BookingPolicy;
  appointment: Pick<Appointment, 'startsAt'>;
  action: 'cancel' | 'reschedule';
  now?: Date;
}): void {
  if (!insideNoticeWindow(policy, appointment.startsAt, now)) return;
  const verb = action === 'cancel' ? 'cancelled' : 'moved';
  throw new ApiError({
    status: 409,
    code: BFF_ERROR_CODES.insideNoticeWindow,
    message:
      `This visit starts within ${describeHours(policy.noticeHours)} and can no longer be ${verb} in the app. ` +
      policy.contactText,
    data: { noticeHours: policy.noticeHours, contactText: policy.contactText },
  });
}
