/** Where a test worker of the remote run finds its standalone service, handed over by the global set-up. */
export interface RemoteServiceAddress {
  /** Ends in /api/v1. */
  baseUrl: string;
  token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One service per worker slot (index: VITEST_POOL_ID - 1): fault settings are process-wide in the
     * service, so two test files sharing one would break each other's requests.
     */
    remoteServices?: RemoteServiceAddress[];
  }
}
