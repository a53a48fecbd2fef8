import type { Metadata } from 'next';
import { FhirBulkExport } from '@/components/staff/fhir-bulk-export';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'EHR export' };

export default function FhirExportPage() {
  return (
    <>
      <PageHeading>EHR export</PageHeading>
      <FhirBulkExport />
    </>
  );
}
