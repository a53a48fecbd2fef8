'use client';

import { useMemo } from 'react';
import type { MarkdownProfile } from '@/lib/client/documents/markdown';
import { useMarkdownRenderer } from '@/lib/client/documents/markdown-loader';
import styles from './markdown-document.module.css';

export interface MarkdownDocumentProps {
  markdown: string;
  profile?: MarkdownProfile;
  className?: string;
}

/**
 * Sanitized Markdown. Rendered only in the browser, once the Markdown module has loaded: sanitizing needs
 * a DOM, and the server never has the document's text anyway (documents are fetched by the client).
 */
export function MarkdownDocument({ markdown, profile = 'document', className }: MarkdownDocumentProps) {
  const renderer = useMarkdownRenderer();
  const html = useMemo(
    () => (renderer.status === 'ready' ? renderer.render(markdown, { profile }) : ''),
    [renderer, markdown, profile],
  );
  const classes = [styles.markdown, profile === 'chat' ? styles.chat : styles.document, className]
    .filter(Boolean)
    .join(' ');
  if (renderer.status === 'failed') {
    // The text as written is better than nothing: React escapes it, so it is still never HTML.
    return (
      <div className={classes}>
        <p className={styles.plainText}>{markdown}</p>
      </div>
    );
  }
  // The only HTML injected anywhere in the app, and only after the one sanitizer has run over it.
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
