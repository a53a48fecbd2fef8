'use client';

import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { ActionError } from '@/components/booking/action-error';
import {
  useReminderPreference,
  useSaveReminderPreference,
} from '@/lib/client/profile/use-reminder-preference';
import styles from '@/components/booking/booking.module.css';

/** E-mail reminders before visits, on or off; confirmations of what the patient does are always sent. */
export function ReminderSetting() {
  const query = useReminderPreference();
  const save = useSaveReminderPreference();
  return (
    <section className={styles.section} aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">E-mail reminders</h2>
      <p>
        We e-mail you before each scheduled visit. Confirmations of a booking, a new time or a cancellation
        are always sent.
      </p>
      <QueryState query={query} headingLevel={3} what="your reminder setting">
        {({ remindersEnabled }) => (
          <>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={save.isPending ? save.variables : remindersEnabled}
                disabled={save.isPending}
                onChange={(event) => save.mutate(event.target.checked)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>Send me reminders before my visits</span>
              </span>
            </label>
            {save.isSuccess ? (
              <Notice tone="success" role="status" title="Saved">
                {save.data.remindersEnabled ? 'Reminders are on.' : 'Reminders are off.'}
              </Notice>
            ) : null}
            <ActionError error={save.error} title="Not saved" />
          </>
        )}
      </QueryState>
    </section>
  );
}
