import 'server-only';

/** A streamed body that hands out `chunks` one read at a time and counts how often it was cancelled. */
export function createCountingBody(chunks: readonly (string | Uint8Array)[], { endAfterChunks = true } = {}) {
  const encoder = new TextEncoder();
  let index = 0;
  const counts = { cancels: 0, pulls: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      counts.pulls += 1;
      const chunk = chunks[index];
      index += 1;
      if (chunk !== undefined) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      else if (endAfterChunks) controller.close();
      // Otherwise the body stays open, like a turn still in progress.
    },
    cancel() {
      counts.cancels += 1;
    },
  });
  return { body, counts };
}

export function eventStreamResponse(
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'X-Request-ID': 'req_stream_1',
      ...headers,
    },
  });
}

/** Splits a string's UTF-8 bytes into one chunk per byte, so that frames and characters break anywhere. */
export function splitIntoBytes(text: string): Uint8Array[] {
  return Array.from(new TextEncoder().encode(text), (byte) => Uint8Array.of(byte));
}
