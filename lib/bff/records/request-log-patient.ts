import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { readSession } from '@/lib/bff/session/session';

interface PatientAction {
  patientAccountId: string;
  /** The service's request ids of the calls the action made, for its audit entry. */
  serviceRequestIds: string[];
}

const actingForPatient = new AsyncLocalStorage<PatientAction>();

/**
 * Runs a staff action on a patient so that the service calls it makes are logged under that patient;
 * answers with the action's result and the service request ids of its calls.
 */
export async function runForPatient<T>(
  patientAccountId: string,
  perform: () => Promise<T>,
): Promise<{ result: T; serviceRequestIds: string[] }> {
  const action: PatientAction = { patientAccountId, serviceRequestIds: [] };
  const result = await actingForPatient.run(action, perform);
  return { result, serviceRequestIds: action.serviceRequestIds };
}

/**
 * The patient a service call is made for: the one a staff action names (which also keeps the call's
 * request id), else the signed-in patient. Called as the call is logged, inside the request that made it.
 */
export async function patientOfServiceCall(requestId: string | null): Promise<string | null> {
  const action = actingForPatient.getStore();
  if (action) {
    if (requestId && !action.serviceRequestIds.includes(requestId)) action.serviceRequestIds.push(requestId);
    return action.patientAccountId;
  }
  try {
    const session = await readSession();
    return session?.kind === 'patient' ? session.accountId : null;
  } catch {
    return null;
  }
}
