import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { appointmentPrefetch, bookingPolicyPrefetch } from '@/lib/bff/pages/patient-prefetches';
import { AppointmentDetail } from '@/components/booking/appointment-detail';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Appointment' };

type Params = Promise<{ appointmentId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AppointmentPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ appointmentId }, { booked }] = await Promise.all([params, searchParams]);
  return (
    <main id="main" className="page">
      <PageHeading>{booked ? 'Your visit is booked' : 'Appointment'}</PageHeading>
      <Prefetched prefetches={[appointmentPrefetch(appointmentId), bookingPolicyPrefetch]}>
        <AppointmentDetail appointmentId={appointmentId} justBooked={booked === '1'} />
      </Prefetched>
    </main>
  );
}
