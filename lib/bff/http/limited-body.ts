import 'server-only';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';

export const MAX_BODY_BYTES = 256 * 1024;

const tooLarge = () =>
  new ApiError({
    status: 413,
    code: BFF_ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  });

/**
 * The body as text, read chunk by chunk with a count of bytes: past the limit the stream is cancelled
 * and the answer is 413, so an oversized (or endless) body costs the server at most the limit. A
 * declared Content-Length past the limit is refused before anything is read.
 */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
