import type { Metadata } from 'next';
import { AppointmentList } from '@/components/booking/appointment-list';
import { PageTitle } from '@/components/booking/page-title';

export const metadata: Metadata = { title: 'Appointments' };

export default function AppointmentsPage() {
  return (
    <main id="main" className="page">
      <PageTitle>Appointments</PageTitle>
      <AppointmentList />
    </main>
  );
}
