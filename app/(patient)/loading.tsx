import { PageLoading } from '@/components/route-states/page-loading';

export default function PatientLoading() {
  return <PageLoading label="Loading the page" />;
}
