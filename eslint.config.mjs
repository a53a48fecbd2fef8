import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
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
    // The browser and the contract must never reach server modules.
    files: ['lib/client/**', 'lib/contract/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@/lib/service/*', '@/lib/bff/*', '@/lib/embedded/*', '@/lib/db/*', 'server-only'] },
      ],
    },
  },
  {
    // The embedded service is an independent service: it shares only the contract and the database layer.
    files: ['lib/embedded/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/service/*', '@/lib/bff/*', '@/lib/client/*', '@/app/*'] }],
    },
  },
]);
