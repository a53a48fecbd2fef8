import type { Metadata } from 'next';
import { AppointmentList } from '@/components/booking/appointment-list';
import { PageHeading } from '@/components/ui';

export const metadata: Metadata = { title: 'Appointments' };

export default function AppointmentsPage() {
  return (
    <main id="main" className="page">
      <PageHeading>Appointments</PageHeading>
      <AppointmentList />
    </main>
  );
}
