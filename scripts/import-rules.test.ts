import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.endsWith('no-restricted-imports'))
    .map((message) => message.message);
}

const componentUsing = (specifier: string) =>
  `import { thing } from '${specifier}';\n\nexport function Widget() {\n  return <p>{String(thing)}</p>;\n}\n`;

describe('import rules', () => {
  it.each(['@/lib/service', '@/lib/bff', '@/lib/embedded', '@/lib/db'])(
    'refuse a component importing the server barrel %s',
    async (specifier) => {
      expect(await importErrors('components/widget.tsx', componentUsing(specifier))).toHaveLength(1);
    },
  );

  it.each(['@/lib/service/service-client', '@/lib/bff/session/session', 'server-only'])(
    'refuse browser code importing the server module %s',
    async (specifier) => {
      expect(await importErrors('lib/client/use-widget.ts', `import '${specifier}';\n`)).toHaveLength(1);
    },
  );

  it('let a component import the contracts and the shared SSE reader', async () => {
    const source = `${componentUsing('@/lib/contract/bff')}import { readSse } from '@/lib/sse/read-sse';\nexport const read = readSse;\n`;
    expect(await importErrors('components/widget.tsx', source)).toEqual([]);
  });

  it('refuse a relative import of a parent folder, in favour of @/', async () => {
    expect(await importErrors('lib/bff/http/widget.ts', "export { x } from '../session/session';\n")).toHaveLength(1);
    expect(await importErrors('lib/bff/http/widget.ts', "export { x } from './api-error';\n")).toEqual([]);
  });

  it('refuse a client feature importing another feature, but not its types or the shared root', async () => {
    const file = 'lib/client/staff/use-widget.ts';
    expect(await importErrors(file, "export { useMessages } from '@/lib/client/chat/use-messages';\n")).toHaveLength(1);
    expect(await importErrors(file, "export type { SendVisit } from '@/lib/client/booking/use-book-visit';\n")).toEqual([]);
    expect(await importErrors(file, "export { apiFetch } from '@/lib/client/api';\n")).toEqual([]);
    expect(await importErrors(file, "export { staffPath } from './staff-paths';\n")).toEqual([]);
  });
});
