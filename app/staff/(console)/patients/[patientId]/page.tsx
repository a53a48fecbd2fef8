import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PatientAppointments } from '@/components/staff/patient-appointments';
import { PatientDetails } from '@/components/staff/patient-details';
import { PatientFhirExport } from '@/components/staff/patient-fhir-export';
import { PatientTimeline } from '@/components/staff/patient-timeline';
import { StaffNoteEditor } from '@/components/staff/staff-note-editor';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { patientPrefetches } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Patient' };

export default async function StaffPatientPage({ params }: { params: Promise<{ patientId: string }> }) {
  const { patientId } = await params;
  return (
    <Prefetched prefetches={patientPrefetches(patientId)}>
      <Link href="/staff/patients">All patients</Link>
      <PageHeading>Patient</PageHeading>
      <PatientDetails patientId={patientId} />
      <PatientFhirExport patientId={patientId} />
      <StaffNoteEditor patientId={patientId} />
      <PatientAppointments patientId={patientId} />
      <PatientTimeline patientId={patientId} />
    </Prefetched>
  );
}
