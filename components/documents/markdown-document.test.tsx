// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownDocument } from './markdown-document';

afterEach(cleanup);

describe('MarkdownDocument', () => {
  it('renders the sanitized document', () => {
    const { container } = render(
      <MarkdownDocument
        markdown={'# Plan\n\n- rest <img src=x onerror=alert(1)>\n\n[site](javascript:alert(1))'}
      />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Plan');
    expect(container.querySelector('li')?.textContent).toBe('rest <img src=x onerror=alert(1)>');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('limits the chat profile to paragraphs, emphasis and lists', () => {
    const { container } = render(
      <MarkdownDocument profile="chat" markdown={'## Heading\n\n**Bold** and [link](https://x.example)'} />,
    );
    expect(container.querySelector('h2, a')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
  });

  it('renders nothing on the server, where no sanitizer can run', () => {
    expect(renderToString(<MarkdownDocument markdown="# Secret" />)).not.toContain('Secret');
  });
});
