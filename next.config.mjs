/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The interface's paths end in '/'; the embedded mount must receive them unchanged.
  skipTrailingSlashRedirect: true,
  // PGlite ships WebAssembly and data files it loads from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
};

export default nextConfig;
