import { fileURLToPath } from 'node:url';

// The floor of the pages benchmark: a bare app built with the project's own `next`, which it finds in the
// project's node_modules three folders up (the same root for Turbopack, so it does not guess).
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};

export default nextConfig;
