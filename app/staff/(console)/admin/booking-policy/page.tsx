import type { Metadata } from 'next';
import { BookingPolicyEditor } from '@/components/staff/booking-policy-editor';
import { PageHeading } from '@/components/ui/page-heading';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { staffBookingPolicyPrefetch } from '@/lib/bff/pages/staff-prefetches';

export const metadata: Metadata = { title: 'Booking policy' };

export default function BookingPolicyPage() {
  return (
    <>
      <PageHeading>Booking policy</PageHeading>
      <p>
        How close to a visit patients may still cancel or move it in the app, what they are told to do
        instead, and when reminders are sent. Every change is audited.
      </p>
      <Prefetched prefetches={[staffBookingPolicyPrefetch]}>
        <BookingPolicyEditor />
      </Prefetched>
    </>
  );
}
