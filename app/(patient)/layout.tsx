import type { ReactNode } from 'react';
import { PatientSiteHeader } from '@/components/account/patient-site-header';
import { requirePatientPage } from '@/lib/bff/accounts/page-session';
import { patientDisplayName } from '@/lib/bff/accounts/patient-display-name';
import { QueryProvider } from '@/app/providers';
import { getAppConfig } from '@/lib/bff/config/current-app-config';

/** Every patient page: a patient session or a detour through sign-in, and the header. */
export default async function PatientLayout({ children }: { children: ReactNode }) {
  const patient = await requirePatientPage();
  return (
    <QueryProvider>
      <PatientSiteHeader
        patientName={patientDisplayName(patient)}
        idleTimeoutSeconds={getAppConfig().patientIdleTimeoutSeconds}
      />
      {children}
    </QueryProvider>
  );
}
