import 'server-only';

/**
 * One HTTP attempt, safe to log: the path is the template (`/chats/{chatId}/`), and no token, header,
 * body or message text is ever part of it.
 */
export interface ServiceCallRecord {
  method: string;
  pathTemplate: string;
  status: number | null;
  durationMs: number;
  requestId: string | null;
  attempt: number;
  outcome: 'ok' | 'http_error' | 'network_error';
}

/** `GET /chats/{chatId}/ 200 ok 12ms attempt 1 req_abc`, for log lines. */
export function describeServiceCall(record: ServiceCallRecord): string {
  const parts = [
    record.method,
    record.pathTemplate,
    record.status === null ? '-' : String(record.status),
    record.outcome,
    `${Math.round(record.durationMs)}ms`,
    `attempt ${record.attempt}`,
  ];
  if (record.requestId !== null) parts.push(record.requestId);
  return parts.join(' ');
}
