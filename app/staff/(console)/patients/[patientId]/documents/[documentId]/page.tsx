import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { StaffDocument } from '@/components/staff/staff-document';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Document' };

export default async function StaffDocumentPage({
  params,
}: {
  params: Promise<{ patientId: string; documentId: string }>;
}) {
  const { patientId, documentId } = await params;
  return (
    <>
      <Link href={`/staff/patients/${patientId}`}>Back to the patient</Link>
      <PageHeading>Document</PageHeading>
      <StaffDocument patientId={patientId} documentId={documentId} />
    </>
  );
}
