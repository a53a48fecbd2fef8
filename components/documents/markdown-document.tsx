'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { renderMarkdown, type MarkdownProfile } from '@/lib/client/markdown';
import styles from './markdown-document.module.css';

export interface MarkdownDocumentProps {
  markdown: string;
  profile?: MarkdownProfile;
  className?: string;
}

const subscribeNever = () => () => {};

/**
 * Sanitized Markdown. Rendered only in the browser: sanitizing needs a DOM, and the server never has
 * the document's text anyway (documents are fetched by the client).
 */
export function MarkdownDocument({ markdown, profile = 'document', className }: MarkdownDocumentProps) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const html = useMemo(
    () => (inBrowser ? renderMarkdown(markdown, { profile }) : ''),
    [inBrowser, markdown, profile],
  );
  const classes = [styles.markdown, profile === 'chat' ? styles.chat : styles.document, className]
    .filter(Boolean)
    .join(' ');
  // The only HTML injected anywhere in the app, and only after the one sanitizer has run over it.
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
