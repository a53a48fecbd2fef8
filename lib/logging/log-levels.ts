/** pino's levels by name, and `silent`; apart from the logger so that the configuration check can share them. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
