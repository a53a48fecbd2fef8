'use client';

import { Link } from '@/components/ui/link';
import { ListTime } from '@/components/ui/local-time';
import { ChatName } from '@/components/chat-name/chat-name';
import { chatSubjectText, type NamedChat } from '@/lib/chat-name/chat-name';
import type { TimelineItem } from '@/lib/contract/bff';
import { CopyButton } from './copy-button';
import { ChatFhirExport } from './patient-fhir-export';
import styles from './staff.module.css';

export const TIMELINE_TITLES: Record<TimelineItem['kind'], string> = {
  chat: 'Chat started',
  guardian: 'Safety event',
  offtopic: 'Off-topic reply',
  end: 'Chat ended',
  cta: 'Call to action',
  consultation: 'Chat completed',
  appointment: 'Appointment',
  request: 'Service call',
};

/** Links to a completed chat's three documents, those that exist. */
export function DocumentLinks({
  patientId,
  artifacts,
}: {
  patientId: string;
  artifacts: { longSummary: string | null; shortSummary: string | null; soapNote: string | null };
}) {
  const documents = [
    ['SOAP note', artifacts.soapNote],
    ['Short summary', artifacts.shortSummary],
    ['Long summary', artifacts.longSummary],
  ] as const;
  return (
    <ul className={styles.inlineList}>
      {documents.map(([name, id]) =>
        id ? (
          <li key={name}>
            <Link href={`/staff/patients/${patientId}/documents/${id}`}>Open the {name}</Link>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** The chats of a timeline by id, to name the chat each entry belongs to. */
export function timelineChats(items: readonly TimelineItem[]): ReadonlyMap<string, NamedChat> {
  return new Map(
    items.flatMap((item) =>
      item.kind === 'chat' && item.chatId
        ? [[item.chatId, { id: item.chatId, createdAt: item.at, subject: item.subject }] as const]
        : [],
    ),
  );
}

/** Which chat an entry belongs to, by name, linking to its transcript. */
function ChatOfEntry({ chat, patientId, zone }: { chat: NamedChat; patientId: string; zone: string }) {
  return (
    <p className={styles.meta}>
      In the chat{' '}
      <Link href={`/staff/patients/${patientId}/chats/${encodeURIComponent(chat.id)}`}>
        <ChatName chat={chat} timeZone={zone} />
      </Link>
    </p>
  );
}

function Body({ item, patientId }: { item: TimelineItem; patientId: string }) {
  const base = `/staff/patients/${patientId}`;
  switch (item.kind) {
    case 'chat':
      return <Link href={`${base}/chats/${encodeURIComponent(item.chatId ?? '')}`}>Read the transcript</Link>;
    case 'consultation':
      return (
        <>
          <DocumentLinks patientId={patientId} artifacts={item.artifacts} />
          {item.chatId && <ChatFhirExport patientId={patientId} chatId={item.chatId} />}
        </>
      );
    case 'cta':
      return <p>{item.text ?? `${item.skillCode} (${item.widget})`}</p>;
    case 'appointment':
      return (
        <p>
          {item.asap ? 'As soon as possible' : 'Scheduled'} in {item.state}, {item.status}
        </p>
      );
    case 'request':
      return (
        <p className={styles.row}>
          <span className={styles.mono}>
            {item.method} {item.pathTemplate} {item.status || 'no answer'}
          </span>
          <span className={styles.mono}>{item.requestId}</span>
          <CopyButton text={item.requestId} label={`request id ${item.requestId}`} />
        </p>
      );
    default:
      return item.text ? <p>{item.text}</p> : null;
  }
}

export function TimelineEntry({
  item,
  patientId,
  zone,
  chats,
}: {
  item: TimelineItem;
  patientId: string;
  zone: string;
  /** The timeline's chats (timelineChats): an entry of one of them names it. */
  chats: ReadonlyMap<string, NamedChat>;
}) {
  const chat = item.chatId ? chats.get(item.chatId) : undefined;
  return (
    <li className={styles.card}>
      <h3>{TIMELINE_TITLES[item.kind]}</h3>
      <p className={styles.meta}>
        <ListTime instant={item.at} timeZone={zone} />
      </p>
      {item.kind === 'chat' ? (
        <p className={styles.chatSubject}>{chatSubjectText(item.subject)}</p>
      ) : chat ? (
        <ChatOfEntry chat={chat} patientId={patientId} zone={zone} />
      ) : null}
      <Body item={item} patientId={patientId} />
    </li>
  );
}
