import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { appointmentsPrefetch } from '@/lib/bff/pages/patient-prefetches';
import { AppointmentList } from '@/components/booking/appointment-list';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Appointments' };

export default function AppointmentsPage() {
  return (
    <main id="main" className="page">
      <PageHeading>Appointments</PageHeading>
      <Prefetched prefetches={[appointmentsPrefetch]}>
        <AppointmentList />
      </Prefetched>
    </main>
  );
}
