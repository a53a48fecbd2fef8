// Turbopack, building an app in a folder of another app, falls back to the outer app's instrumentation.ts
// and proxy.ts when this folder has none. These two keep the floor bare: nothing at start-up, no proxy.
export function register(): void {}
