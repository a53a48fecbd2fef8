import { PatientSiteHeader } from '@/components/account/patient-site-header';
import { PatientHome } from '@/components/home/patient-home';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import PublicHomePage from '@/app/page';
import { QueryProvider } from '@/app/providers';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { findSignedInPatient } from '@/lib/bff/accounts/page-session';
import { patientDisplayName } from '@/lib/bff/accounts/patient-display-name';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import {
  nextAppointmentPrefetch,
  preferredPharmacyPrefetch,
  recentChatsPrefetch,
} from '@/lib/bff/pages/patient-prefetches';

/**
 * The home page of a visitor with a session cookie: the proxy shows it at `/` (ADR 0072). A cookie
 * that no longer opens a patient's session (expired, or a staff member's) gets the public home.
 */
export default async function SignedInHomePage() {
  const patient = await findSignedInPatient();
  if (!patient) return <PublicHomePage />;
  const name = patientDisplayName(patient);
  return (
    <QueryProvider>
      <PatientSiteHeader patientName={name} idleTimeoutSeconds={getAppConfig().patientIdleTimeoutSeconds} />
      <Prefetched prefetches={[recentChatsPrefetch, nextAppointmentPrefetch, preferredPharmacyPrefetch]}>
        <HydrateApart>
          <PatientHome name={name} />
        </HydrateApart>
      </Prefetched>
    </QueryProvider>
  );
}
