import { Notice } from '@/components/ui/notice';
import { describeHours, type PatientBookingPolicy } from '@/lib/contract/bff/booking-policy-values';
import styles from './booking.module.css';

/** In place of Cancel and Reschedule inside the notice window: why not, and whom to contact instead. */
export function NoticeWindowNotice({ policy }: { policy: PatientBookingPolicy }) {
  return (
    <Notice tone="info" title="Changes need a call now">
      <p>
        This visit starts within {describeHours(policy.noticeHours)}, so it can no longer be cancelled or
        moved in the app.
      </p>
      <p className={styles.contactText}>{policy.contactText}</p>
    </Notice>
  );
}
