import { TwoFactorSettings } from '@/components/account/two-factor-settings';
import styles from '@/components/booking/booking.module.css';
import type { SecondFactorStatusView } from '@/lib/contract/bff';

/** Optional for patients: a code from an app on their phone as well as the password (ADR 0092). */
export function TwoFactorSetting({ status }: { status: SecondFactorStatusView }) {
  return (
    <section className={styles.section} aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      <TwoFactorSettings initial={status} />
    </section>
  );
}
