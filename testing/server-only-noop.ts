// Stand-in for the 'server-only' marker package inside Vitest, where no bundler enforces it.
export {};
