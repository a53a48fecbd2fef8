import { isAsapAppointment, type Appointment } from '@/lib/contract';
import type { NamedChat } from '@/lib/chat-name/chat-name';
import type { CompletedChat, RecordedChatEvent, StaffRequestLogRow, TimelineItem } from '@/lib/contract/bff';

/** A control event recorded for a chat, in the shape the timeline needs of it. */
export interface TimelineControlEvent {
  chatId: string;
  at: string;
  kind: 'guardian' | 'offtopic' | 'end';
  text: string | null;
}

/**
 * The recorded events the timeline shows on their own: guardian, off-topic and end. Calls to action and
 * completions already appear through the consultation records.
 */
export function toTimelineControlEvents(
  events: ReadonlyArray<RecordedChatEvent & { chatId: string }>,
): TimelineControlEvent[] {
  return events.flatMap((event): TimelineControlEvent[] => {
    const { chatId, at } = event;
    switch (event.type) {
      case 'guardian':
        return [{ chatId, at, kind: 'guardian', text: event.message }];
      case 'conversation.offtopic':
        return [{ chatId, at, kind: 'offtopic', text: event.message }];
      case 'conversation.end':
        return [{ chatId, at, kind: 'end', text: event.message ?? event.reason }];
      default:
        return [];
    }
  });
}

export interface TimelineSources {
  chats: readonly NamedChat[];
  consultations: readonly CompletedChat[];
  appointments: readonly Appointment[];
  calls: readonly Pick<
    StaffRequestLogRow,
    'id' | 'at' | 'requestId' | 'method' | 'pathTemplate' | 'status' | 'outcome'
  >[];
  controlEvents?: readonly TimelineControlEvent[];
}

function consultationItems(consultation: CompletedChat): TimelineItem[] {
  const { chatId, completedAt: at, artifacts, cta } = consultation;
  const items: TimelineItem[] = [
    { key: `consultation:${chatId}`, kind: 'consultation', at, chatId, artifacts },
  ];
  if (cta) {
    items.push({ key: `cta:${chatId}`, kind: 'cta', at, chatId, ...cta, text: cta.text ?? null });
  }
  return items;
}

function appointmentItem(appointment: Appointment): TimelineItem {
  return {
    key: `appointment:${appointment.id}`,
    kind: 'appointment',
    at: appointment.createdAt,
    chatId: appointment.chatId,
    appointmentId: appointment.id,
    status: appointment.status,
    startsAt: appointment.startsAt ?? null,
    state: appointment.location.state,
    // Every appointment has a waiting room; only the length tells an ASAP visit (ADR 0043).
    asap: isAsapAppointment(appointment),
  };
}

/** Every source in one list, newest first; items at the same instant keep a stable order by key. */
export function buildTimeline(sources: TimelineSources): TimelineItem[] {
  const items: TimelineItem[] = [
    ...sources.chats.map((chat): TimelineItem => ({
      key: `chat:${chat.id}`,
      kind: 'chat',
      at: chat.createdAt,
      chatId: chat.id,
      ...(chat.subject === undefined ? {} : { subject: chat.subject }),
    })),
    ...sources.consultations.flatMap(consultationItems),
    ...sources.appointments.map(appointmentItem),
    ...sources.calls.flatMap((call): TimelineItem[] =>
      call.requestId
        ? [
            {
              key: `request:${call.id}`,
              kind: 'request',
              at: call.at,
              chatId: null,
              requestId: call.requestId,
              method: call.method,
              pathTemplate: call.pathTemplate,
              status: call.status,
              outcome: call.outcome,
            },
          ]
        : [],
    ),
    ...(sources.controlEvents ?? []).map((event, index): TimelineItem => ({
      key: `${event.kind}:${event.chatId}:${index}`,
      kind: event.kind,
      at: event.at,
      chatId: event.chatId,
      text: event.text,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.key.localeCompare(b.key));
}
