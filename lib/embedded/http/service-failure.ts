import { ERROR_HTTP_STATUS, errorEnvelope, type ErrorCode, type ErrorEnvelope } from '@/lib/contract';

/** The one error the embedded handlers throw: it becomes the interface's error envelope. */
export class ServiceFailure extends Error {
  override name = 'ServiceFailure';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data?: Record<string, unknown>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? ERROR_HTTP_STATUS[code];
  }

  toBody(): ErrorEnvelope {
    return errorEnvelope({ code: this.code, message: this.message, data: this.data });
  }

  toResponse(headers?: HeadersInit): Response {
    const responseHeaders = new Headers(headers);
    responseHeaders.set('Content-Type', 'application/json');
    return new Response(JSON.stringify(this.toBody()), { status: this.status, headers: responseHeaders });
  }
}

export const notFound = {
  chat: () => new ServiceFailure('error.partner.chat_not_found', 'Chat not found'),
  appointment: () => new ServiceFailure('error.appointment.not_found', 'Appointment not found'),
  artifact: () => new ServiceFailure('error.artifact.not_found', 'Artifact not found'),
  address: () => new ServiceFailure('error.address.not_found', 'No address on file'),
};
