import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/account/site-header';
import { requirePatientPage } from '@/lib/bff/accounts/page-session';
import { patientDisplayName } from '@/lib/bff/accounts/patient-display-name';

/** Every patient page: a patient session or a detour through sign-in, and the header. */
export default async function PatientLayout({ children }: { children: ReactNode }) {
  const patient = await requirePatientPage();
  return (
    <>
      <SiteHeader patientName={patientDisplayName(patient)} />
      {children}
    </>
  );
}
