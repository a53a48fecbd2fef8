import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { StaffSignInForm } from '@/components/staff/staff-sign-in-form';
import { findStaffForPage } from '@/lib/bff/staff/staff-page-session';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Staff sign-in' };

/** Only paths inside the dashboard: an open redirect would send a signed-in person anywhere. */
function safeNext(next: string | string[] | undefined): string {
  return typeof next === 'string' && next.startsWith('/staff') && !next.startsWith('//') ? next : '/staff';
}

export default async function StaffSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next, reason, reset } = await searchParams;
  if (await findStaffForPage()) redirect(safeNext(next));
  return (
    <main id="main" className={styles.entryPage}>
      <h1>Staff sign-in</h1>
      {reason === 'idle' ? <p role="status">You were signed out after a period of inactivity.</p> : null}
      {reset === 'done' ? <p role="status">Your password was changed. Sign in with the new one.</p> : null}
      <p className={styles.meta}>For the organization&apos;s staff. Patients sign in on the home page.</p>
      <StaffSignInForm next={safeNext(next)} />
      <p className={`${styles.meta} ${styles.afterForm}`}>
        <Link href="/staff/forgot-password">Forgot your password?</Link>
      </p>
    </main>
  );
}
