/** Runs once when the server starts: a bad configuration stops it here, with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseAppConfig } = await import('./lib/bff/app-config');
  const config = parseAppConfig(process.env);
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
