import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Counts `new Function(...)` calls, the eval probe zod runs when it builds an object schema. */
function watchFunctionConstructor(): { constructed: () => number; restore: () => void } {
  const original = globalThis.Function;
  let count = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      count += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  return { constructed: () => count, restore: () => void (globalThis.Function = original) };
}

async function buildAndParseAContractSchema(): Promise<void> {
  const { chatSchema } = await import('../contract/chat');
  chatSchema.safeParse({});
}

describe('zod in the browser', () => {
  let watch: ReturnType<typeof watchFunctionConstructor>;
  beforeEach(() => {
    // zod keeps its settings on globalThis and caches its probe per module instance: start from neither.
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    vi.resetModules();
    watch = watchFunctionConstructor();
  });
  afterEach(() => watch.restore());

  it('probes eval when nothing configures it (what the page policy reports)', async () => {
    await buildAndParseAContractSchema();
    expect(watch.constructed()).toBeGreaterThan(0);
  });

  it('never constructs a Function once the client configuration ran first', async () => {
    await import('./zod-jitless');
    await buildAndParseAContractSchema();
    expect(watch.constructed()).toBe(0);
  });
});
