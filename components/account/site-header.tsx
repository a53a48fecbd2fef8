import { Link } from '@/components/ui/link';
import { AccountMenu } from './account-menu';
import { PrimaryNav } from './primary-nav';
import styles from './site-header.module.css';

export const APP_NAME = 'Consultations';

export interface SiteHeaderProps {
  /** The signed-in patient's name (or e-mail); without it the header shows the app's name only. */
  patientName?: string;
}

/** The top of every page: the app's name (home), and for a patient the sections and the account. */
export function SiteHeader({ patientName }: SiteHeaderProps) {
  return (
    <header className={`${styles.header} no-print`}>
      <div className={styles.bar}>
        <Link className={styles.brand} href="/">
          {APP_NAME}
        </Link>
        {patientName ? (
          <>
            <PrimaryNav />
            <AccountMenu name={patientName} />
          </>
        ) : null}
      </div>
    </header>
  );
}
