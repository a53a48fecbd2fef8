import { describe, expect, it } from 'vitest';
import { summarizeUserAgent, UNKNOWN_DEVICE } from './session-device';

describe('summarizeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox 128 on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome 126 on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'Edge 126 on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 25 on Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36',
      'Chrome 126 on ChromeOS',
    ],
    ['curl/8.5.0', UNKNOWN_DEVICE],
    ['', UNKNOWN_DEVICE],
    ['Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0', 'A browser on Linux'],
  ])('%s', (userAgent, summary) => {
    expect(summarizeUserAgent(userAgent)).toBe(summary);
  });

  it("passes on none of the header's own text: only listed names and a short version", () => {
    const hostile =
      'Firefox/<img src=x onerror=alert(1)> Chrome/99999999 <script>x</script> (Windows NT 10.0)';
    const summary = summarizeUserAgent(hostile);
    expect(summary).toBe('Chrome 9999 on Windows');
    expect(summarizeUserAgent(null)).toBe(UNKNOWN_DEVICE);
  });

  it('reads at most the first 512 characters, in time linear in them', () => {
    const long = `${'('.repeat(100_000)}Firefox/128.0 (Windows NT 10.0)`;
    const started = performance.now();
    expect(summarizeUserAgent(long)).toBe(UNKNOWN_DEVICE);
    expect(summarizeUserAgent(`${'a '.repeat(300)}Firefox/128.0`)).toBe(UNKNOWN_DEVICE);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
