import { getInstruments } from './instruments';
import { telemetryRegistered } from './telemetry-registered';

/** What the service client reports of each attempt (see lib/service/service-call-record.ts). */
interface ServiceCallMeasurement {
  method: string;
  pathTemplate: string;
  status: number | null;
  durationMs: number;
  outcome: 'ok' | 'http_error' | 'network_error';
}

/** The attempt's duration by operation, and a count of the failed ones by operation and error type. */
export function recordServiceCall(call: ServiceCallMeasurement): void {
  if (!telemetryRegistered()) return;
  const { serviceCallDuration, serviceCallErrors } = getInstruments();
  const operation = { 'http.request.method': call.method, 'url.template': call.pathTemplate };
  serviceCallDuration.record(call.durationMs / 1000, {
    ...operation,
    ...(call.status === null ? {} : { 'http.response.status_code': call.status }),
    'consultation.service.outcome': call.outcome,
  });
  if (call.outcome !== 'ok') {
    serviceCallErrors.add(1, {
      ...operation,
      'error.type': call.status === null ? 'network_error' : String(call.status),
    });
  }
}
