// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownDocument } from './markdown-document';

afterEach(cleanup);

describe('MarkdownDocument', () => {
  it('renders the sanitized document once the Markdown module has loaded', async () => {
    const { container } = render(
      <MarkdownDocument
        markdown={'# Plan\n\n- rest <img src=x onerror=alert(1)>\n\n[site](javascript:alert(1))'}
      />,
    );
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Plan'));
    expect(container.querySelector('li')?.textContent).toBe('rest <img src=x onerror=alert(1)>');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('site (javascript:alert(1))');
  });

  it('limits the chat profile to paragraphs, emphasis and lists', async () => {
    const { container } = render(
      <MarkdownDocument profile="chat" markdown={'## Heading\n\n**Bold** and [link](https://x.example)'} />,
    );
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('Bold'));
    expect(container.querySelector('h2, a')).toBeNull();
  });

  it('renders nothing on the server, where no sanitizer can run', () => {
    expect(renderToString(<MarkdownDocument markdown="# Secret" />)).not.toContain('Secret');
  });

  it("keeps the server's HTML when hydrating, without loading the Markdown module", async () => {
    const loads = vi.fn();
    vi.resetModules();
    vi.doMock('@/lib/client/documents/markdown', async (original) => {
      loads();
      return original();
    });
    const { MarkdownDocument: Isolated } = await import('./markdown-document');
    const markdown = '# Plan\n\nRest';
    // The server's HTML: the element as rendered there, holding what its renderer wrote.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Isolated markdown={markdown} />);
    container.firstElementChild!.innerHTML = '<h1>Plan</h1><p>Rest</p>';
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Isolated markdown={markdown} />);
    });
    expect(container.querySelector('h1')?.textContent).toBe('Plan');
    expect(container.querySelector('p')?.textContent).toBe('Rest');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('h1')?.textContent).toBe('Plan');
    expect(loads).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
    vi.doUnmock('@/lib/client/documents/markdown');
    vi.resetModules();
  });
});

describe('MarkdownDocument when the Markdown module cannot be loaded', () => {
  afterEach(() => {
    vi.doUnmock('@/lib/client/documents/markdown');
    vi.resetModules();
  });

  it('shows the text as written, never as HTML, and tries again on the next mount', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('@/lib/client/documents/markdown', () => {
      attempts += 1;
      throw new Error('The chunk could not be fetched');
    });
    const { MarkdownDocument: Isolated } = await import('./markdown-document');
    const markdown = '**Rest** <img src=x onerror=alert(1)>';
    const first = render(<Isolated markdown={markdown} />);
    expect(await screen.findByText(markdown)).toBeTruthy();
    expect(first.container.querySelector('img, strong')).toBeNull();
    expect(attempts).toBe(1);
    first.unmount();
    render(<Isolated markdown={markdown} />);
    await waitFor(() => expect(attempts).toBe(2));
  });
});
