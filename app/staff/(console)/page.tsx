import type { Metadata } from 'next';
import { PageHeading } from '@/components/staff/page-heading';
import { PatientTable } from '@/components/staff/patient-table';

export const metadata: Metadata = { title: 'Patients' };

export default function StaffPatientsPage() {
  return (
    <>
      <PageHeading>Patients</PageHeading>
      <PatientTable />
    </>
  );
}
