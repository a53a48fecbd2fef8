/**
 * Faults the embedded service can inject so that clients can be tested against a misbehaving
 * service. Set at start with EMBEDDED_FAULTS ("latency=200,stream-delay=300,read-errors=0.3,cut-stream-after=5,
 * rate-limit,idempotency-down,artifact-failure") or at run time through the admin endpoint.
 */
// The shape lives in the BFF's contract so that the staff dashboard's fault panel can edit it.
import { faultSettingsSchema, type FaultSettings } from '@/lib/contract/bff/faults';

export { faultSettingsSchema, type FaultSettings };

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  streamDelayMs: 0,
  readErrorRate: 0,
  cutStreamAfterEvents: null,
  rateLimitStreams: false,
  idempotencyUnavailable: false,
  artifactFailure: false,
};

const SPEC_KEYS: Record<string, (value: string | undefined) => Partial<FaultSettings>> = {
  latency: (value) => ({ latencyMs: Number(value) }),
  'stream-delay': (value) => ({ streamDelayMs: Number(value) }),
  'read-errors': (value) => ({ readErrorRate: Number(value) }),
  'cut-stream-after': (value) => ({ cutStreamAfterEvents: Number(value) }),
  'rate-limit': () => ({ rateLimitStreams: true }),
  'idempotency-down': () => ({ idempotencyUnavailable: true }),
  'artifact-failure': () => ({ artifactFailure: true }),
};

export function parseFaultSpec(spec: string): FaultSettings {
  const settings: FaultSettings = { ...NO_FAULTS };
  for (const part of spec
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [key = '', value] = part.split('=', 2);
    const apply = SPEC_KEYS[key];
    if (!apply) {
      throw new Error(
        `Unknown fault "${key}" in EMBEDDED_FAULTS; known: ${Object.keys(SPEC_KEYS).join(', ')}`,
      );
    }
    Object.assign(settings, apply(value));
  }
  const checked = faultSettingsSchema.safeParse(settings);
  if (!checked.success)
    throw new Error(`Invalid EMBEDDED_FAULTS "${spec}": ${checked.error.issues[0]?.message}`);
  return checked.data;
}

export interface FaultController {
  current(): FaultSettings;
  update(changes: Partial<FaultSettings>): FaultSettings;
  reset(): FaultSettings;
  /** Whether this read should fail, drawn from a seeded sequence so that runs repeat. */
  shouldFailRead(): boolean;
}

export function createFaultController(initial: FaultSettings = NO_FAULTS, seed = 0x5eed): FaultController {
  let settings = { ...initial };
  let state = seed >>> 0;
  // mulberry32: a tiny deterministic generator, enough to spread failures over a share of reads.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    current: () => ({ ...settings }),
    update(changes) {
      settings = faultSettingsSchema.parse({ ...settings, ...changes });
      return { ...settings };
    },
    reset() {
      settings = { ...NO_FAULTS };
      return { ...settings };
    },
    shouldFailRead: () => settings.readErrorRate > 0 && next() < settings.readErrorRate,
  };
}
