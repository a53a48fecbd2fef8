import { SiteHeader } from '@/components/account/site-header';
import { PatientHome } from '@/components/home/patient-home';
import { SignedOutHome } from '@/components/home/signed-out-home';
import { findSignedInPatient } from '@/lib/bff/accounts/page-session';
import { patientDisplayName } from '@/lib/bff/accounts/patient-display-name';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import {
  nextAppointmentPrefetch,
  preferredPharmacyPrefetch,
  recentChatsPrefetch,
} from '@/lib/bff/pages/patient-prefetches';

export default async function HomePage() {
  const patient = await findSignedInPatient();
  if (!patient) {
    return (
      <>
        <SiteHeader />
        <SignedOutHome />
      </>
    );
  }
  const name = patientDisplayName(patient);
  return (
    <>
      <SiteHeader patientName={name} />
      <Prefetched prefetches={[recentChatsPrefetch, nextAppointmentPrefetch, preferredPharmacyPrefetch]}>
        <PatientHome name={name} />
      </Prefetched>
    </>
  );
}
