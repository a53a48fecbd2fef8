import type { Metadata } from 'next';
import { PatientTable } from '@/components/staff/patient-table';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { patientsListPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Patients' };

export default function StaffPatientsPage() {
  return (
    <>
      <PageHeading>Patients</PageHeading>
      <Prefetched prefetches={[patientsListPrefetch]}>
        <PatientTable />
      </Prefetched>
    </>
  );
}
