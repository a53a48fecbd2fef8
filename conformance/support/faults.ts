import { expect } from 'vitest';
import type { FaultSettings } from '@/lib/embedded/faults';
import { api } from './http-client';

const FAULTS_PATH = '/_admin/faults';

export async function setFaults(changes: Partial<FaultSettings>): Promise<void> {
  const response = await api.put(FAULTS_PATH, { json: changes });
  expect(response.status, `PUT ${FAULTS_PATH}: ${response.text}`).toBe(200);
}

export async function resetFaults(): Promise<void> {
  const response = await api.delete(FAULTS_PATH);
  expect(response.status, `DELETE ${FAULTS_PATH}: ${response.text}`).toBe(200);
}
