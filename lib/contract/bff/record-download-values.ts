// How often a patient may download their own record: plain values, safe for the browser.

/** Downloads of "my record" per patient account in one window; the next is 429 until the window ends. */
export const RECORD_DOWNLOADS_PER_WINDOW = 5;

/** The window's length: the sign-in throttle's, whose table and windows the count shares. */
export const RECORD_DOWNLOAD_WINDOW_MINUTES = 15;
