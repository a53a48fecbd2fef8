import 'server-only';
import { createServiceClient, type ServiceCallRecord, type ServiceClient } from '@/lib/service';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { createRequestLogWriter } from '@/lib/bff/records/request-log';
import { createRequestLogBatch } from '@/lib/bff/records/request-log-batch';
import { patientOfServiceCall } from '@/lib/bff/records/request-log-patient';
import { getServiceTarget } from '@/lib/bff/service/service-target';
import { loggableError } from '@/lib/bff/logging/loggable-error';

/** Never awaited by the call it describes: a failing log must not fail or slow a patient's request. */
const requestLog = createRequestLogBatch({
  writer: createRequestLogWriter({ getDatabase: getAppDatabase }),
  onError: (error) => console.warn(`[bff] could not write the request log: ${loggableError(error)}`),
});
// What waits is written when the server is asked to stop (Next closes its server before exiting). A process
// with no other handler for the signal is then stopped as the signal would have stopped it.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void requestLog.flush().finally(() => {
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  });
}

function logServiceCall(call: ServiceCallRecord): void {
  patientOfServiceCall(call.requestId)
    .then((patientAccountId) => requestLog.add({ ...call, patientAccountId }))
    .catch((error: unknown) => console.warn(`[bff] could not write the request log: ${loggableError(error)}`));
}

let client: Promise<ServiceClient> | undefined;

/** The one client of the service for this process, remote or embedded. */
export function getServiceClient(): Promise<ServiceClient> {
  if (!client) {
    client = getServiceTarget().then(({ baseUrl, token, fetch }) =>
      createServiceClient({ baseUrl, token, fetch, onCall: logServiceCall }),
    );
    client.catch(() => (client = undefined));
  }
  return client;
}

