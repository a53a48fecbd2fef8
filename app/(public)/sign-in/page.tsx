import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/account/sign-in-form';
import styles from '@/components/account/account-form.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { findSignedInPatient } from '@/lib/bff/accounts/page-session';
import { registerHref, safeNextPath } from '@/lib/client/account/safe-next-path';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; reset?: string | string[]; reason?: string | string[] }>;
}) {
  const { next: raw, reset, reason } = await searchParams;
  const next = safeNextPath(typeof raw === 'string' ? raw : undefined);
  if (await findSignedInPatient()) redirect(next);
  return (
    <main id="main" className={styles.card}>
      <PageHeading>Sign in</PageHeading>
      {reset === 'done' ? <p role="status">Your password was changed. Sign in with the new one.</p> : null}
      {reason === 'idle' ? (
        <p role="status">
          You were signed out after a time without activity, for your security. Sign in to go back to where
          you were.
        </p>
      ) : null}
      <SignInForm next={next} />
      <p className={styles.alternative}>
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
      <p className={styles.alternative}>
        New here? <Link href={registerHref(next)}>Create an account</Link>
      </p>
      <p className={styles.alternative}>
        Work here? <Link href="/staff/sign-in">Staff sign-in</Link>
      </p>
    </main>
  );
}
