import { context, type Context } from '@opentelemetry/api';

/**
 * The same bytes, read in `spanContext`: work done while the body is pulled (a relayed turn's records,
 * the embedded service producing its reply) belongs to the request's span, not to whatever reads the
 * body. `onEnd` runs once, when the body ends, fails or is cancelled. Pull-based with no buffer, like the
 * bodies it wraps, so that frames go out as they are made.
 */
export function bindBodyToSpan(
  body: ReadableStream<Uint8Array>,
  spanContext: Context,
  onEnd: (error?: unknown) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let ended = false;
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    onEnd(error);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await context.with(spanContext, () => reader.read());
          if (chunk.done) {
            controller.close();
            end();
          } else {
            controller.enqueue(chunk.value);
          }
        } catch (error) {
          controller.error(error);
          end(error);
        }
      },
      cancel(reason) {
        end();
        return context.with(spanContext, () => reader.cancel(reason));
      },
    },
    { highWaterMark: 0 },
  );
}
