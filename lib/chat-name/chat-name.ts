import type { ChatSummary, Message } from '@/lib/contract';
import { formatShortDateTime, type Instant } from '@/lib/client/format-time';

/**
 * What a person calls a chat: what it is about, in the patient's own first words, beside when it began.
 * The service keeps nothing else about a chat (its interface shows `id` and `createdAt`), so the subject
 * is the patient's first message, shortened: patient text, read as hostile. It is cleaned of control,
 * formatting and direction characters, bounded before any work is done on it, cut at a word boundary,
 * and always rendered as text (React escapes it; nothing parses it as Markdown or HTML).
 *
 * Shared by the BFF (which derives the subject once per chat, lib/bff/chats/chat-subjects.ts) and the
 * pages (components/chat-name/chat-name.tsx), and by any list of chats staff read.
 */

/** The longest subject, in user-perceived characters (graphemes), the ellipsis included. */
export const CHAT_SUBJECT_MAX = 60;
/** No more of a message than this is ever looked at: a subject needs a few words, not the message. */
const READ_AT_MOST = CHAT_SUBJECT_MAX * 4;
/** A cut at a space is taken when it keeps at least this much of the subject; otherwise mid-word. */
const SHORTEST_WORD_CUT = CHAT_SUBJECT_MAX / 2;
const ELLIPSIS = '…';

/** Shown for a chat in which the patient has not written yet. */
export const NO_MESSAGE_YET = 'No message yet';
/** Shown when the subject could not be read (the service did not answer): the time still names it. */
export const UNNAMED_CHAT = 'Chat';

/**
 * A chat with its subject: a string, null when the patient has written nothing in it yet, absent when
 * it could not be read.
 */
export type NamedChat = ChatSummary & { subject?: string | null };

// A surrogate half left alone by the bounded slice, or sent alone, is dropped rather than shown as "�".
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Controls (line breaks, tabs, NUL, C1) separate words; format characters (direction overrides and
// isolates, zero-width spaces and joiners, soft hyphens) could reorder or hide what is shown: dropped.
const CONTROLS = /\p{Cc}+/gu;
const FORMAT_CHARACTERS = /\p{Cf}+/gu;
const WHITESPACE = /\s+/gu;
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/u;

let segmenter: Intl.Segmenter | undefined;

function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter('en-US', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * A subject from any text: the first words, on one line, at most CHAT_SUBJECT_MAX graphemes, cut at a
 * word boundary with "…"; null when nothing readable is left. Idempotent, so a page may apply it again
 * to what the BFF sent.
 */
export function chatSubjectFromText(text: string): string | null {
  const clean = text
    .slice(0, READ_AT_MOST)
    .replace(LONE_SURROGATE, '')
    .replace(CONTROLS, ' ')
    .replace(FORMAT_CHARACTERS, '')
    .replace(WHITESPACE, ' ')
    .trim();
  if (clean === '') return null;
  const characters = graphemes(clean);
  if (characters.length <= CHAT_SUBJECT_MAX) return clean;
  const kept = characters.slice(0, CHAT_SUBJECT_MAX - 1).join('');
  // A word that ends exactly where the cut falls is kept whole.
  const endsAtWord = characters[CHAT_SUBJECT_MAX - 1] === ' ';
  const lastSpace = kept.lastIndexOf(' ');
  const cut = endsAtWord || lastSpace < SHORTEST_WORD_CUT ? kept : kept.slice(0, lastSpace);
  return `${cut.replace(TRAILING_PUNCTUATION, '')}${ELLIPSIS}`;
}

/** The subject of a chat from its first messages, oldest first: the patient's first message's words. */
export function chatSubjectFromMessages(
  messages: readonly Pick<Message, 'role' | 'content'>[],
): string | null {
  const first = messages.find((message) => message.role === 'user');
  return first ? chatSubjectFromText(first.content) : null;
}

/** What to show as the chat's subject, whatever the BFF sent (cleaned again: it is patient text). */
export function chatSubjectText(subject: string | null | undefined): string {
  if (subject === undefined) return UNNAMED_CHAT;
  if (subject === null) return NO_MESSAGE_YET;
  return chatSubjectFromText(subject) ?? NO_MESSAGE_YET;
}

/**
 * The chat's name as one line of text, for places that hold text only (a <select>'s choice, a review
 * of a booking): "Headache since Tuesday (Fri, Nov 27, 2026, 12:54 PM UTC)". `at` is the instant that
 * tells it apart where it is shown, its start unless given (a completed chat's completion).
 */
export function chatNameText(
  chat: Pick<NamedChat, 'subject' | 'createdAt'>,
  timeZone: string,
  at: { instant: Instant; words?: string } = { instant: chat.createdAt },
): string {
  const when = formatShortDateTime(at.instant, timeZone, true);
  return `${chatSubjectText(chat.subject)} (${at.words ? `${at.words} ` : ''}${when})`;
}
