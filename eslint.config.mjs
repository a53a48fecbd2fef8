import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

const SERVER_BARRELS = ['@/lib/service', '@/lib/bff', '@/lib/embedded', '@/lib/db'];

// Each block's no-restricted-imports replaces the one before it for its files, so every block repeats this.
const PARENT_FOLDER_IMPORTS = { regex: '^\\.\\./', message: 'Import from another folder with @/… instead.' };
// Links prefetch on intent, not on sight (components/ui/link.tsx says why).
const NEXT_LINK = { name: 'next/link', message: 'Use Link from @/components/ui/link: it prefetches on intent.' };

// The browser's code by feature: a feature folder of lib/client uses its own modules and the shared ones at
// lib/client's root, never another feature's (types excepted: a port such as a booking callback's type
// may be shared). Something two features need moves to the root.
const CLIENT_FEATURES = ['account', 'booking', 'chat', 'documents', 'pharmacy', 'profile', 'staff'];
const clientFeatureBoundaries = CLIENT_FEATURES.map((feature) => ({
  files: [`lib/client/${feature}/**`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: CLIENT_FEATURES.filter((other) => other !== feature).map((other) => `@/lib/client/${other}/*`),
            allowTypeImports: true,
            message: `lib/client/${feature} may not use another feature's modules: move what both need to lib/client's root.`,
          },
        ],
      },
    ],
  },
}));

/**
 * Server code, command-line tools and the tests outside the browser: they never render. React's rules (the
 * hooks' analysis is about half of lint's time) skip their plain script files; a .tsx file among them
 * still gets every rule.
 */
const NEVER_RENDERED = [
  'lib/bff',
  'lib/contract',
  'lib/db',
  'lib/embedded',
  'lib/fhir',
  'lib/logging',
  'lib/service',
  'lib/sse',
  'lib/telemetry',
  'app/api',
  'conformance',
  'e2e',
  'scripts',
  'testing',
].map((folder) => `${folder}/**/*.{js,mjs,cjs,ts,mts,cts}`);
const REACT_RULES_OFF = Object.fromEntries(
  [...new Set(nextVitals.flatMap((config) => Object.keys(config.rules ?? {})))]
    .filter((rule) => rule.startsWith('react/') || rule.startsWith('react-hooks/'))
    .map((rule) => [rule, 'off']),
);

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  { files: NEVER_RENDERED, rules: REACT_RULES_OFF },
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    // The pages benchmark's floor app (scripts/bench/floor) builds into its own folder.
    'scripts/bench/floor/.next/**',
    'scripts/bench/floor/next-env.d.ts',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Command-line programs talk to a terminal.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // One import style: `@/…` across folders, `./…` only for a module's own folder.
    files: ['app/**', 'lib/**', 'testing/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [PARENT_FOLDER_IMPORTS] }] },
  },
  {
    // The browser and the contract must never reach server modules, neither through a file nor a barrel.
    files: ['lib/client/**', 'lib/contract/**', 'lib/sse/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NEXT_LINK,
            ...SERVER_BARRELS.map((name) => ({ name, message: 'Server-only code: the browser may not import it.' })),
          ],
          patterns: [
            PARENT_FOLDER_IMPORTS,
            {
              group: [
                '@/lib/service/*',
                '@/lib/bff/*',
                '@/lib/embedded/*',
                '@/lib/db/*',
                '@/lib/logging/*',
                '@/app/*',
                'server-only',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // The embedded service is an independent service: it shares only the contract and the database layer.
    files: ['lib/embedded/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [PARENT_FOLDER_IMPORTS, { group: ['@/lib/service/*', '@/lib/bff/*', '@/lib/client/*', '@/app/*'] }] },
      ],
    },
  },
  ...clientFeatureBoundaries,
  {
    // The one module that wraps next/link; otherwise the browser's rules above.
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
