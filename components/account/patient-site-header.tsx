import { HydrateApart } from '@/components/ui/hydrate-apart';
import { AccountMenu } from './account-menu';
import { PatientIdleSignOut } from './idle-warning';
import { PrimaryNav } from './primary-nav';
import { SiteHeader } from './site-header';

/**
 * The header of a signed-in patient's pages: the sections and the account menu, and the inactivity
 * sign-out that every such page has (ADR 0089).
 */
export function PatientSiteHeader({
  patientName,
  idleTimeoutSeconds,
}: {
  patientName: string;
  idleTimeoutSeconds: number;
}) {
  return (
    <HydrateApart>
      <SiteHeader>
        <PrimaryNav />
        <AccountMenu name={patientName} />
        <PatientIdleSignOut timeoutSeconds={idleTimeoutSeconds} />
      </SiteHeader>
    </HydrateApart>
  );
}
