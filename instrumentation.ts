/** Runs once when the server starts: a bad configuration stops it here, with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ConfigError, parseAppConfig } = await import('./lib/bff/app-config');
  let config;
  try {
    config = parseAppConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Next reports a failing hook but keeps serving; a misconfigured app must not answer at all.
    console.error(error.message);
    process.exit(1);
  }
  if (config.service.kind === 'embedded') {
    const { describeDemoStaff, ensureDemoStaff } = await import('./lib/bff/demo-staff');
    try {
      const demo = await ensureDemoStaff();
      if (demo) console.info(describeDemoStaff(demo));
    } catch (error) {
      // A convenience for trying the dashboard: the app still serves patients without it.
      console.error('Could not set up the demo staff account:', error);
    }
  }
}
