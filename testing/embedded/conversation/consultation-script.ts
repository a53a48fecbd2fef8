import type { StreamEvent } from '@/lib/contract';
import { readAllEvents } from '@/testing/embedded/conversation/read-event-stream';

/** A patient's plain answers to a headache intake, one per turn. */
export const HEADACHE_ANSWERS = [
  'I have had a headache since yesterday morning',
  'It started yesterday morning, quite gradually',
  'It is about the same as it was',
  'About 4 out of 10',
  'No',
  'No',
  'No, I do not take any medications',
  'No allergies',
  'No other medical conditions',
  'No',
  'No, that is everything',
  'No',
] as const;

type SendTurn = (userInput: string) => Promise<Response>;

/** Answers until the stream reports the consultation complete; returns the events of every turn. */
export async function runConsultation(sendTurn: SendTurn, between: () => void = () => undefined) {
  const turns: StreamEvent[][] = [];
  for (const answer of HEADACHE_ANSWERS) {
    const response = await sendTurn(answer);
    if (response.status !== 200) throw new Error(`Turn "${answer}" answered ${response.status}`);
    const events = await readAllEvents(response);
    turns.push(events);
    between();
    const complete = events.find((event) => event.type === 'ai_consultation.complete');
    if (complete) return { turns, complete };
  }
  throw new Error(`No ai_consultation.complete after ${turns.length} turns: ${JSON.stringify(turns.at(-1))}`);
}
