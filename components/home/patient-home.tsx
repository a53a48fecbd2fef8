import { StartChatButton } from '@/components/chat-start/start-chat-button';
import { PageHeading } from '@/components/ui/page-heading';
import { NextAppointmentCard } from './next-appointment-card';
import { PreferredPharmacyCard } from './preferred-pharmacy-card';
import { RecentChats } from './recent-chats';
import styles from './home.module.css';

/** A signed-in patient's home: a new chat, the recent ones, the next visit and the pharmacy. */
export function PatientHome({ name }: { name: string }) {
  return (
    <main id="main" className="page">
      <div className={styles.greeting}>
        <PageHeading>Hello, {name}</PageHeading>
        <StartChatButton />
      </div>
      <div className={styles.cards}>
        <RecentChats />
        <NextAppointmentCard />
        <PreferredPharmacyCard />
      </div>
    </main>
  );
}
