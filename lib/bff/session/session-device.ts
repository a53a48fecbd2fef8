/**
 * A person-readable summary of a User-Agent header ("Firefox 128 on Windows") for the list of signed-in
 * devices (ADR 0089). The header is the client's own text: only names from the fixed lists below and a
 * major version of at most four digits come out of it, and at most `MAX_READ` characters are looked at,
 * so the summary can neither carry markup nor cost more than a few linear scans.
 */
const MAX_READ = 512;

/** In order: several browsers name the ones they are built on too (Edge says Chrome and Safari). */
const BROWSERS: ReadonlyArray<{ name: string; token: RegExp }> = [
  { name: 'Edge', token: /\bEdg(?:e|A|iOS)?\/(\d{1,4})/ },
  { name: 'Opera', token: /\b(?:OPR|Opera)\/(\d{1,4})/ },
  { name: 'Samsung Internet', token: /\bSamsungBrowser\/(\d{1,4})/ },
  { name: 'Firefox', token: /\b(?:Firefox|FxiOS)\/(\d{1,4})/ },
  { name: 'Chrome', token: /\b(?:Chrome|CriOS)\/(\d{1,4})/ },
  { name: 'Safari', token: /\bVersion\/(\d{1,4})[\d.]* (?:Mobile\/\S{1,20} )?Safari\// },
];

const SYSTEMS: ReadonlyArray<{ name: string; token: RegExp }> = [
  { name: 'iPhone', token: /\biPhone\b/ },
  { name: 'iPad', token: /\biPad\b/ },
  { name: 'Android', token: /\bAndroid\b/ },
  { name: 'Windows', token: /\bWindows\b/ },
  { name: 'ChromeOS', token: /\bCrOS\b/ },
  { name: 'macOS', token: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', token: /\bLinux\b/ },
];

export const UNKNOWN_DEVICE = 'Unknown browser';

export function summarizeUserAgent(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_READ);
  let browser: string | undefined;
  for (const { name, token } of BROWSERS) {
    const match = token.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(({ token }) => token.test(text))?.name;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `A browser on ${system}` : UNKNOWN_DEVICE;
}
