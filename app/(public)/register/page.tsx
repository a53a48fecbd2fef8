import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { RegisterStartForm } from '@/components/account/register-start-form';
import styles from '@/components/account/account-form.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { findSignedInPatient } from '@/lib/bff/accounts/page-session';
import { safeNextPath, signInHref } from '@/lib/client/account/safe-next-path';

export const metadata: Metadata = { title: 'Create an account' };

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next: raw } = await searchParams;
  const next = safeNextPath(typeof raw === 'string' ? raw : undefined);
  if (await findSignedInPatient()) redirect(next);
  return (
    <main id="main" className={styles.card}>
      <PageHeading>Create your account</PageHeading>
      <p className={styles.intro}>
        It takes a minute. First your e-mail address: we send it a code, to be sure it is yours. Then your
        details, which go to the clinicians who look after you, and nowhere else.
      </p>
      <RegisterStartForm next={next} />
      <p className={styles.alternative}>
        Already have an account? <Link href={signInHref(next)}>Sign in</Link>
      </p>
    </main>
  );
}
