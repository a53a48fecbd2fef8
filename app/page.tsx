import { SiteHeader } from '@/components/account/site-header';
import { PatientHome } from '@/components/home/patient-home';
import { SignedOutHome } from '@/components/home/signed-out-home';
import { findSignedInPatient } from '@/lib/bff/accounts/page-session';
import { patientDisplayName } from '@/lib/bff/accounts/patient-display-name';

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
      <PatientHome name={name} />
    </>
  );
}
