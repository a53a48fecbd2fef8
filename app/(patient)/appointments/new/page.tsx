import type { Metadata } from 'next';
import { BookingFlow } from '@/components/booking/booking-flow';
import { PageTitle } from '@/components/booking/page-title';
import { opaqueIdSchema } from '@/lib/contract';

export const metadata: Metadata = { title: 'Book a visit' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewAppointmentPage({ searchParams }: { searchParams: SearchParams }) {
  const { chatId, type } = await searchParams;
  const chat = opaqueIdSchema.safeParse(chatId).data;
  return (
    <main id="main" className="page">
      <PageTitle>Book a visit</PageTitle>
      <BookingFlow
        chatId={chat}
        kind={type === 'asap' ? 'asap' : type === 'scheduled' ? 'scheduled' : undefined}
      />
    </main>
  );
}
