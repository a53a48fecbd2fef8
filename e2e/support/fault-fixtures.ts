import { test as base, expect } from '@playwright/test';

/** The embedded service's token in the end-to-end server (scripts/e2e-server.mjs sets EMBEDDED_ORGS). */
const FAULT_TOKEN = (process.env.EMBEDDED_ORGS ?? 'e2e:tok-e2e-fault-switch').split(',')[0]!.split(':')[1]!;
const FAULTS_PATH = '/embedded/api/v1/_admin/faults';

export interface FaultSwitch {
  set(changes: Record<string, unknown>): Promise<void>;
  reset(): Promise<void>;
}

export const test = base.extend<{ faults: FaultSwitch }>({
  /** The embedded service's run-time fault switch, reset after each test. */
  faults: async ({ playwright, baseURL }, provide) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${FAULT_TOKEN}` },
    });
    const faults: FaultSwitch = {
      async set(changes) {
        const response = await api.put(FAULTS_PATH, { data: changes });
        expect(response.status()).toBe(200);
      },
      async reset() {
        expect((await api.delete(FAULTS_PATH)).status()).toBe(200);
      },
    };
    await provide(faults);
    await faults.reset();
    await api.dispose();
  },
});
