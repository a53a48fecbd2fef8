import type { Metadata } from 'next';
import { Prefetched } from '@/lib/bff/pages/prefetched';
import { addressPrefetch, bookableChatsPrefetch, profilePrefetch } from '@/lib/bff/pages/patient-prefetches';
import { BookingFlow } from '@/components/booking/booking-flow';
import { opaqueIdSchema } from '@/lib/contract';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Book a visit' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewAppointmentPage({ searchParams }: { searchParams: SearchParams }) {
  const { chatId, type } = await searchParams;
  const chat = opaqueIdSchema.safeParse(chatId).data;
  return (
    <main id="main" className="page">
      <PageHeading>Book a visit</PageHeading>
      <Prefetched prefetches={[profilePrefetch, addressPrefetch, bookableChatsPrefetch]}>
        <BookingFlow
          chatId={chat}
          kind={type === 'asap' ? 'asap' : type === 'scheduled' ? 'scheduled' : undefined}
        />
      </Prefetched>
    </main>
  );
}
