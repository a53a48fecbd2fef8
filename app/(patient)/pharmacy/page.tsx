import type { Metadata } from 'next';
import { PageTitle } from '@/components/booking/page-title';
import { PharmacyFinder } from '@/components/pharmacy/pharmacy-finder';

export const metadata: Metadata = { title: 'Pharmacy' };

export default function PharmacyPage() {
  return (
    <main id="main" className="page">
      <PageTitle>Pharmacy</PageTitle>
      <p>Choose the pharmacy your prescriptions are sent to.</p>
      <PharmacyFinder />
    </main>
  );
}
