import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffDocument } from '@/components/staff/staff-document';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Consultation document' };

export default async function StaffDocumentPage({
  params,
}: {
  params: Promise<{ patientId: string; artifactId: string }>;
}) {
  const { patientId, artifactId } = await params;
  return (
    <>
      <Link href={`/staff/patients/${patientId}`}>Back to the patient</Link>
      <PageHeading>Consultation document</PageHeading>
      <StaffDocument patientId={patientId} artifactId={artifactId} />
    </>
  );
}
