import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// What reaches browsers is .next/static: no service credential, credential variable or server-only
// module may appear in it.
const FORBIDDEN = [
  'SERVICE_API_TOKEN',
  'SESSION_SECRET',
  'EMBEDDED_ORGS',
  'X-Service-User-ID',
  'tok-alpha',
  'tok-beta',
  'demo-token',
  'Bearer ',
  'iron-session',
  'drizzle-orm',
];

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function staticFiles(pattern: RegExp): string[] {
  return filesUnder(path.join(process.cwd(), '.next', 'static')).filter((file) => pattern.test(file));
}

test('the client bundle holds no token, secret name or server module', () => {
  const files = staticFiles(/\.(js|css|html|json|map)$/);
  expect(files.length).toBeGreaterThan(0);
  const leaks = files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return FORBIDDEN.filter((needle) => text.includes(needle)).map((needle) => `${needle} in ${file}`);
  });
  expect(leaks).toEqual([]);
});

// The BFF validates with the contract's schemas; the browser ships no schema library (ADR 0069). zod's
// class names survive minification as strings, so finding one means zod was bundled.
test('the client bundle holds no schema library', () => {
  const scripts = staticFiles(/\.js$/);
  expect(scripts.length).toBeGreaterThan(0);
  const bundled = scripts.filter((file) => /\$ZodType|ZodError/.test(fs.readFileSync(file, 'utf8')));
  expect(bundled).toEqual([]);
});
