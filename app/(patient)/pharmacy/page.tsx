import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { addressPrefetch, preferredPharmacyPrefetch } from '@/lib/bff/pages/patient-prefetches';
import { PharmacyFinder } from '@/components/pharmacy/pharmacy-finder';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Pharmacy' };

export default function PharmacyPage() {
  return (
    <main id="main" className="page">
      <PageHeading>Pharmacy</PageHeading>
      <p>Choose the pharmacy your prescriptions are sent to.</p>
      <Prefetched prefetches={[preferredPharmacyPrefetch, addressPrefetch]}>
        <PharmacyFinder />
      </Prefetched>
    </main>
  );
}
