// The environment scripts/e2e-server.mjs serves the production build with, for the end-to-end tests: embedded
// mode, an in-memory database, and the test switches, which production accepts only because
// ALLOW_TEST_SWITCHES=1 marks this server as a test server (and it listens on 127.0.0.1 only).

/** @param {string} port @param {Record<string, string | undefined>} base the environment it starts from */
export function e2eServerEnv(port, base = process.env) {
  return {
    ...base,
    NODE_ENV: 'production',
    SERVICE_BASE_URL: '',
    SERVICE_API_TOKEN: '',
    // Production refuses the embedded service unless asked for it explicitly.
    EMBEDDED_SERVICE: '1',
    EMBEDDED_DATABASE: 'memory',
    // A known token, so that the browser tests can flip the embedded service's fault switch.
    EMBEDDED_ORGS: base.EMBEDDED_ORGS ?? 'e2e:tok-e2e-fault-switch',
    EMBEDDED_STREAM_DELAY_MS: base.EMBEDDED_STREAM_DELAY_MS ?? '0',
    EMBEDDED_ARTIFACT_DELAY_MS: base.EMBEDDED_ARTIFACT_DELAY_MS ?? '200',
    // The long-chat test sends a hundred turns in seconds; the rate-limit test uses the fault switch instead.
    EMBEDDED_TURNS_PER_MINUTE: base.EMBEDDED_TURNS_PER_MINUTE ?? '1000',
    SESSION_SECRET: base.SESSION_SECRET ?? 'e2e-session-secret-that-is-long-enough-0123456789',
    // The test switches below are refused by a production server without this.
    ALLOW_TEST_SWITCHES: '1',
    E2E_INSECURE_COOKIES: '1',
    // Every spec registers and signs in its own patients: scrypt at a test cost (ADR 0084).
    E2E_FAST_PASSWORD_HASHING: '1',
    // Every spec registers its own patients, all from this loopback address.
    REGISTRATIONS_PER_ADDRESS: '1000',
    // The demo staff admin the staff dashboard's end-to-end tests sign in with (the database is in memory).
    DEMO_STAFF_PASSWORD: base.DEMO_STAFF_PASSWORD ?? 'springfield-e2e-dashboard-2026',
    APP_URL: `http://127.0.0.1:${port}`,
  };
}
