import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import styles from './site-header.module.css';

export const APP_NAME = 'Consultations';

/**
 * The top of every page: the app's name (home), then whatever the area adds (a patient's sections and
 * account: PatientSiteHeader). The public pages use it bare, so that they load none of the patient's
 * client components.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={`${styles.header} no-print`}>
      <div className={styles.bar}>
        <Link className={styles.brand} href="/">
          {APP_NAME}
        </Link>
        {children}
      </div>
    </header>
  );
}
