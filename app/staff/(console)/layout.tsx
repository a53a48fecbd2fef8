import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { IdleSignOut } from '@/components/staff/idle-sign-out';
import { OpenedFromAnotherSite } from '@/components/staff/opened-from-another-site';
import { StaffNav } from '@/components/staff/staff-nav';
import { StaffSignOutButton } from '@/components/staff/staff-sign-out-button';
import { WorkQueueLive } from '@/components/staff/work-queue-live';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { staffSessionPrefetch, workQueuePrefetch } from '@/lib/bff/pages/staff-prefetches';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { findStaffForPage, staffPageOpenedFromAnotherSite } from '@/lib/bff/staff/staff-page-session';
import styles from '@/components/staff/staff.module.css';
import { QueryProvider } from '@/app/providers';

/**
 * Every dashboard page: a staff session or staff sign-in (a patient's session included), and the nav. A
 * page reached from another site shows its contents only once the staff member opens it (ADR 0079); its
 * server-side reads are held back by the prefetches themselves, since a page renders beside its layout.
 *
 * The work queue is read here, above the live queue that every page keeps (ADR 0094), not by the queue
 * page: a query the live queue has already asked for is hydrated only after the first render, so a page's
 * own prefetch of it would be drawn as a placeholder first and then moved aside by the list (ADR 0100).
 */
export default async function StaffConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await findStaffForPage();
  if (!staff) redirect('/staff/sign-in');
  const config = getAppConfig();
  const fromAnotherSite = await staffPageOpenedFromAnotherSite();
  return (
    <QueryProvider>
      <Prefetched prefetches={[staffSessionPrefetch(staff), workQueuePrefetch]}>
        <WorkQueueLive held={fromAnotherSite}>
          <div className={styles.shell}>
            <HydrateApart>
              <header className={`${styles.nav} no-print`}>
                <div className={styles.who}>
                  <strong>Staff dashboard</strong>
                  <span>
                    {staff.email} ({staff.role}) <StaffSignOutButton />
                  </span>
                </div>
                <StaffNav role={staff.role} embedded={config.service.kind === 'embedded'} />
              </header>
            </HydrateApart>
            <main id="main" className={styles.main}>
              <OpenedFromAnotherSite held={fromAnotherSite}>{children}</OpenedFromAnotherSite>
            </main>
            <IdleSignOut timeoutSeconds={config.staffIdleTimeoutSeconds} />
          </div>
        </WorkQueueLive>
      </Prefetched>
    </QueryProvider>
  );
}
