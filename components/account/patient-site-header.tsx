import { AccountMenu } from './account-menu';
import { PrimaryNav } from './primary-nav';
import { SiteHeader } from './site-header';

/** The header of a signed-in patient's pages: the sections and the account menu. */
export function PatientSiteHeader({ patientName }: { patientName: string }) {
  return (
    <SiteHeader>
      <PrimaryNav />
      <AccountMenu name={patientName} />
    </SiteHeader>
  );
}
