import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterForm } from '@/components/account/register-form';
import styles from '@/components/account/account-form.module.css';
import { Link } from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import { PageHeading } from '@/components/ui/page-heading';
import { findSignedInPatient } from '@/lib/bff/accounts/page-session';
import { readRegistrationState } from '@/lib/bff/accounts/registration-state';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { registerHref, safeNextPath } from '@/lib/client/account/safe-next-path';

export const metadata: Metadata = { title: 'Create your account' };

/** The rest of the form, for the address this browser confirmed (ADR 0088). */
export default async function RegisterDetailsPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next: raw } = await searchParams;
  const next = safeNextPath(typeof raw === 'string' ? raw : undefined);
  if (await findSignedInPatient()) redirect(next);
  const confirmed = await readRegistrationState(await getOrganizationKey());
  return (
    <main id="main" className={styles.card}>
      <PageHeading>Create your account</PageHeading>
      {confirmed ? (
        <>
          <p className={styles.intro}>
            Your e-mail address <strong>{confirmed.email}</strong> is confirmed. Your details go to the
            clinicians who look after you, and nowhere else.
          </p>
          <RegisterForm email={confirmed.email} next={next} />
        </>
      ) : (
        <Notice tone="warning" title="Confirm your e-mail address first">
          <p>
            This page needs an e-mail address confirmed in this browser in the last 30 minutes. Start again to
            get a new code.
          </p>
          <p>
            <Link href={registerHref(next)}>Start again</Link>
          </p>
        </Notice>
      )}
    </main>
  );
}
