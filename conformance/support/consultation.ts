import type { AiConsultationCompleteEvent } from '@/lib/contract';
import { assistantText, streamTurn } from './chats';
import type { Caller } from './http-client';
import type { SseReading } from './sse-reader';

export const CHIEF_COMPLAINT = 'I have had a sore throat for three days';
export const FINAL_ANSWER = "that's all";
export const MAX_TURNS = 12;
/** A real service may rate-limit a brisk consultation; waiting longer than this means something is wrong. */
const LONGEST_RATE_LIMIT_WAIT_SECONDS = 65;

/** A plain answer to the assistant's last question, as a patient with a mild sore throat would give. */
export function answerTo(question: string): string {
  const asked = question.toLowerCase();
  if (/that[’']s all|anything else/.test(asked)) return FINAL_ANSWER;
  if (/0 to 10|scale|how bad|severe/.test(asked)) return 'About 4 out of 10';
  if (/better|worse|same/.test(asked)) return 'About the same';
  if (/when did|how long|start/.test(asked)) return 'Three days ago';
  return 'No';
}

export interface Consultation {
  turns: SseReading[];
  complete: AiConsultationCompleteEvent;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait an `error` event asks for, when the turn was refused before any output and may be sent again. */
function retryAfterSeconds(reading: SseReading): number | null {
  if (reading.events.some((event) => event.type === 'message.start')) return null;
  const error = reading.events.find((event) => event.type === 'error');
  return error?.type === 'error' && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : null;
}

/** One turn; a turn refused with retryAfterSeconds is sent again after that wait (the interface's rule 3). */
async function turnHonouringRateLimit(
  caller: Caller,
  chatId: string,
  userInput: string,
): Promise<SseReading> {
  let waited = 0;
  for (;;) {
    const reading = await streamTurn(caller, chatId, userInput);
    const wait = retryAfterSeconds(reading);
    if (wait === null || waited + wait > LONGEST_RATE_LIMIT_WAIT_SECONDS) return reading;
    await sleep(wait * 1000);
    waited += wait;
  }
}

/** Sends the chief complaint, then answers until `ai_consultation.complete`; the last turn is "that's all". */
export async function driveConsultation(caller: Caller, chatId: string): Promise<Consultation> {
  const turns: SseReading[] = [];
  let userInput = CHIEF_COMPLAINT;
  for (let turn = 1; turn <= MAX_TURNS; turn += 1) {
    const reading = await turnHonouringRateLimit(caller, chatId, userInput);
    turns.push(reading);
    const complete = reading.events.find((event) => event.type === 'ai_consultation.complete');
    if (complete) return { turns, complete };
    const stopped = reading.events.find(
      (event) => event.type === 'conversation.end' || event.type === 'error',
    );
    if (stopped) throw new Error(`The consultation stopped without completing: ${JSON.stringify(stopped)}`);
    userInput = turn === MAX_TURNS - 1 ? FINAL_ANSWER : answerTo(assistantText(reading));
  }
  throw new Error(`No ai_consultation.complete within ${MAX_TURNS} turns`);
}
