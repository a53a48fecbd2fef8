/** Runs once when the server starts. The Node.js work is imported only in that runtime's compile. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}

