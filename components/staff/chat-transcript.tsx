'use client';

import { MarkdownDocument } from '@/components/documents/markdown-document';
import { classNames } from '@/components/ui/class-names';
import { EmptyState } from '@/components/ui/empty-state';
import { LocalTime } from '@/components/ui/local-time';
import { Pager } from '@/components/ui/pager';
import type { RecordedChatEvent, TimelineKind } from '@/lib/contract/bff';
import { transcriptEntries, type TranscriptEntry } from '@/lib/client/staff/transcript-entries';
import { useTranscriptEvents, useTranscriptMessages } from '@/lib/client/staff/use-staff-data';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { QueryState } from '@/components/ui/query-state';
import { DocumentLinks, TIMELINE_TITLES } from './timeline-entry';
import styles from './staff.module.css';

const EVENT_KIND: Record<RecordedChatEvent['type'], TimelineKind> = {
  guardian: 'guardian',
  'conversation.offtopic': 'offtopic',
  'conversation.end': 'end',
  'skill_code.cta': 'cta',
  'ai_consultation.complete': 'consultation',
};

function EventBody({ event, patientId }: { event: RecordedChatEvent; patientId: string }) {
  switch (event.type) {
    case 'guardian':
      return (
        <>
          <p>{event.message}</p>
          <p className={styles.meta}>
            The chat closed; the patient was shown the organization&apos;s safety guidance.
          </p>
        </>
      );
    case 'conversation.offtopic':
      return event.message ? <p>{event.message}</p> : null;
    case 'conversation.end':
      return (
        <>
          <p>
            Reason: <span className={styles.mono}>{event.reason}</span>
          </p>
          {event.message ? <p>{event.message}</p> : null}
        </>
      );
    case 'skill_code.cta':
      return (
        <>
          {event.text ? <p>{event.text}</p> : null}
          <p className={styles.meta}>
            Skill code <span className={styles.mono}>{event.skillCode}</span>, widget{' '}
            <span className={styles.mono}>{event.widget}</span>
          </p>
        </>
      );
    case 'ai_consultation.complete':
      return <DocumentLinks patientId={patientId} artifacts={event.artifacts} />;
  }
}

function Entry({ entry, patientId, zone }: { entry: TranscriptEntry; patientId: string; zone: string }) {
  if (entry.kind === 'event') {
    const { event } = entry;
    return (
      <li
        className={classNames(styles.transcriptEvent, event.type === 'guardian' && styles.transcriptGuardian)}
        data-event={event.type}
      >
        <h3>{TIMELINE_TITLES[EVENT_KIND[event.type]]}</h3>
        <p className={styles.meta}>
          <LocalTime instant={event.at} timeZone={zone} />
        </p>
        <EventBody event={event} patientId={patientId} />
      </li>
    );
  }
  const { message } = entry;
  const fromPatient = message.role === 'user';
  return (
    <li
      className={classNames(
        styles.transcriptMessage,
        fromPatient ? styles.fromPatient : styles.fromAssistant,
      )}
    >
      <h3>{fromPatient ? 'Patient' : 'Assistant'}</h3>
      <p className={styles.meta}>
        <LocalTime instant={message.createdAt} timeZone={zone} />
      </p>
      {/* The patient's words exactly as typed; the assistant's Markdown through the one sanitizer. */}
      {fromPatient ? (
        <p className={styles.patientText}>{message.content}</p>
      ) : (
        <MarkdownDocument markdown={message.content} profile="chat" />
      )}
    </li>
  );
}

/** One chat, read-only: its stored messages oldest first, older pages on demand, control events in place. */
export function ChatTranscript({ patientId, chatId }: { patientId: string; chatId: string }) {
  const messages = useTranscriptMessages(patientId, chatId);
  const events = useTranscriptEvents(patientId, chatId);
  const zone = useDisplayTimeZone();
  return (
    <QueryState query={events} headingLevel={3} what="the chat's events">
      {({ events: recorded }) => (
        <QueryState query={messages} headingLevel={3} what="the messages">
          {() => {
            const entries = transcriptEntries(messages.messages, recorded, {
              hasOlder: messages.hasNextPage,
            });
            if (entries.length === 0) {
              return (
                <EmptyState title="No messages" text="Nothing was said in this chat." headingLevel={2} />
              );
            }
            return (
              <section aria-labelledby="transcript-heading">
                <h2 id="transcript-heading">Messages and events, oldest first</h2>
                <Pager
                  hasMore={messages.hasNextPage}
                  loading={messages.isFetchingNextPage}
                  onLoadMore={() => void messages.fetchNextPage()}
                  endText="This is the start of the chat."
                />
                <ol className={styles.transcript}>
                  {entries.map((entry) => (
                    <Entry key={entry.key} entry={entry} patientId={patientId} zone={zone} />
                  ))}
                </ol>
              </section>
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}
