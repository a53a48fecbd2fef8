// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, TIME_ZONE_COOKIE } from './format-time';
import { TimeZoneProvider, useDisplayTimeZone } from './time-zone';

afterEach(() => {
  cleanup();
  document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
});

function Zone() {
  return <p>{useDisplayTimeZone()}</p>;
}

// A zone that is surely not the browser's, whatever machine runs the test.
const OTHER_ZONE = browserTimeZone() === 'Pacific/Chatham' ? 'Pacific/Apia' : 'Pacific/Chatham';

describe('the display time zone', () => {
  it("renders the server's zone, hydrates without a mismatch, then shows the browser's and tells the server", async () => {
    const tree = (
      <TimeZoneProvider serverZone={OTHER_ZONE} serverNow={Date.now()}>
        <Zone />
      </TimeZoneProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe(OTHER_ZONE);
    document.body.append(container);
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(browserTimeZone());
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}`);
    act(() => root?.unmount());
    container.remove();
  });
});
