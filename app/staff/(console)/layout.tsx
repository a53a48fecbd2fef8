import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { IdleSignOut } from '@/components/staff/idle-sign-out';
import { StaffNav } from '@/components/staff/staff-nav';
import { StaffSignOutButton } from '@/components/staff/staff-sign-out-button';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { staffSessionPrefetch } from '@/lib/bff/pages/staff-prefetches';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { findStaffForPage } from '@/lib/bff/staff/staff-page-session';
import styles from '@/components/staff/staff.module.css';
import { QueryProvider } from '@/app/providers';

/** Every dashboard page: a staff session or staff sign-in (a patient's session included), and the nav. */
export default async function StaffConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await findStaffForPage();
  if (!staff) redirect('/staff/sign-in');
  const config = getAppConfig();
  return (
    <QueryProvider>
      <div className={styles.shell}>
        <header className={`${styles.nav} no-print`}>
          <div className={styles.who}>
            <strong>Staff dashboard</strong>
            <span>
              {staff.email} ({staff.role}) <StaffSignOutButton />
            </span>
          </div>
          <StaffNav role={staff.role} embedded={config.service.kind === 'embedded'} />
        </header>
        <main id="main" className={styles.main}>
          <Prefetched prefetches={[staffSessionPrefetch(staff)]}>{children}</Prefetched>
        </main>
        <IdleSignOut timeoutSeconds={config.staffIdleTimeoutSeconds} />
      </div>
    </QueryProvider>
  );
}
