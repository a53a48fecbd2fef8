/** Runs once when the server starts: a bad configuration stops it here, with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseAppConfig } = await import('./lib/bff/app-config');
  parseAppConfig(process.env);
}
