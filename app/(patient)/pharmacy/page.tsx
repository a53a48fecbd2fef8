import type { Metadata } from 'next';
import { PharmacyFinder } from '@/components/pharmacy/pharmacy-finder';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Pharmacy' };

export default function PharmacyPage() {
  return (
    <main id="main" className="page">
      <PageHeading>Pharmacy</PageHeading>
      <p>Choose the pharmacy your prescriptions are sent to.</p>
      <PharmacyFinder />
    </main>
  );
}
