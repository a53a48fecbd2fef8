import {
  chatSchema,
  EVENT_STREAM_CONTENT_TYPE,
  USER_MESSAGE_EVENT_TYPE,
  type Chat,
  type CreateChatBody,
  type StreamBody,
} from '@/lib/contract';
import { expectSuccess } from './expectations';
import { api, apiUrl, requestHeaders, type ApiResponse, type Caller } from './http-client';
import { readSse, type SseReading } from './sse-reader';

export async function createChat(caller: Caller, body: CreateChatBody = {}): Promise<Chat> {
  return expectSuccess(await api.post('/chats/', { ...caller, json: body }), {
    status: 201,
    data: chatSchema,
  });
}

export function userTurn(
  userInput: string,
  extra: { messagePromptContext?: string; timezone?: string } = {},
): StreamBody {
  const { messagePromptContext, timezone } = extra;
  return {
    userEvent: {
      type: USER_MESSAGE_EVENT_TYPE,
      userInput,
      ...(messagePromptContext === undefined ? {} : { messagePromptContext }),
    },
    ...(timezone === undefined ? {} : { timezone }),
  };
}

/** A turn either streams (`reading`) or is refused before the stream starts (`refusal`, a JSON response). */
export type TurnResult =
  | { kind: 'stream'; status: number; headers: Headers; reading: SseReading }
  | { kind: 'refusal'; response: ApiResponse };

export async function sendTurn(
  caller: Caller,
  chatId: string,
  body: StreamBody | { rawBody: string },
): Promise<TurnResult> {
  const options = 'rawBody' in body ? { ...caller, rawBody: body.rawBody } : { ...caller, json: body };
  const response = await fetch(apiUrl(`/chats/${encodeURIComponent(chatId)}/stream/`), {
    method: 'POST',
    headers: { ...requestHeaders(options), Accept: EVENT_STREAM_CONTENT_TYPE },
    body: 'rawBody' in body ? body.rawBody : JSON.stringify(body),
  });
  const contentType = response.headers.get('Content-Type') ?? '';
  if (response.status === 200 && contentType.startsWith(EVENT_STREAM_CONTENT_TYPE)) {
    return {
      kind: 'stream',
      status: response.status,
      headers: response.headers,
      reading: await readSse(response),
    };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return {
    kind: 'refusal',
    response: { status: response.status, headers: response.headers, body: parsed, text },
  };
}

/** The turn's stream, failing the check with the refusal when the service answered JSON instead. */
export async function streamTurn(
  caller: Caller,
  chatId: string,
  userInput: string,
  extra?: { messagePromptContext?: string; timezone?: string },
): Promise<SseReading> {
  const result = await sendTurn(caller, chatId, userTurn(userInput, extra));
  if (result.kind === 'refusal') {
    throw new Error(
      `The stream was refused: HTTP ${result.response.status} ${result.response.text.slice(0, 400)}`,
    );
  }
  return result.reading;
}

/** The turn refused before any event: its JSON response. */
export async function refusedTurn(caller: Caller, chatId: string, body: StreamBody | { rawBody: string }) {
  const result = await sendTurn(caller, chatId, body);
  if (result.kind === 'stream') {
    throw new Error(`Expected a JSON refusal, got a stream of ${result.reading.frames.length} frames`);
  }
  return result.response;
}

/** The assistant's text of one turn, joined from its `message.content` chunks. */
export function assistantText(reading: SseReading): string {
  return reading.events.map((event) => (event.type === 'message.content' ? event.content : '')).join('');
}
