import type { Metadata } from 'next';
import { PatientTable } from '@/components/staff/patient-table';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Patients' };

export default function StaffPatientsPage() {
  return (
    <>
      <PageHeading>Patients</PageHeading>
      <PatientTable />
    </>
  );
}
