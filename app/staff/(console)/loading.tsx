import { PageLoading } from '@/components/route-states/page-loading';

export default function StaffLoading() {
  return <PageLoading label="Loading the page" />;
}
