'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { MarkdownProfile } from '@/lib/client/documents/markdown';
import { useMarkdownRenderer } from '@/lib/client/documents/markdown-loader';
import { serverMarkdownRenderer } from '@/lib/client/documents/server-markdown-slot';
import { useHydrating } from '@/lib/client/use-hydrating';
import styles from './markdown-document.module.css';

export interface MarkdownDocumentProps {
  markdown: string;
  profile?: MarkdownProfile;
  className?: string;
}

/**
 * Sanitized Markdown, rendered on the server into the page's HTML. The browser keeps that HTML as it is
 * and loads the Markdown module only for text the server did not render (a reply streaming in, a page
 * reached by client-side navigation).
 */
export function MarkdownDocument({ markdown, profile = 'document', className }: MarkdownDocumentProps) {
  const server = serverMarkdownRenderer();
  const hydrating = useHydrating();
  const [hydratedText] = useState(() => (hydrating && !server ? markdown : null));
  const [serverLeftItBlank, setServerLeftItBlank] = useState(false);
  const keptFromServer = hydratedText === markdown && !serverLeftItBlank;
  const renderer = useMarkdownRenderer(!server && !keptFromServer);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A server without a renderer sends an empty element: render it here after all.
    if (hydratedText && container.current?.childNodes.length === 0) setServerLeftItBlank(true);
  }, [hydratedText]);
  const html = useMemo(() => {
    if (server) return server(markdown, { profile });
    // While the server's HTML stands, React leaves an unchanged empty value alone and so keeps it.
    if (keptFromServer || renderer.status !== 'ready') return '';
    return renderer.render(markdown, { profile });
  }, [server, keptFromServer, renderer, markdown, profile]);
  const classes = [styles.markdown, profile === 'chat' ? styles.chat : styles.document, className]
    .filter(Boolean)
    .join(' ');
  if (renderer.status === 'failed' && !keptFromServer) {
    // The text as written is better than nothing: React escapes it, so it is still never HTML.
    return (
      <div className={classes}>
        <p className={styles.plainText}>{markdown}</p>
      </div>
    );
  }
  // The only HTML injected anywhere in the app, and only after the one sanitizer has run over it.
  return (
    <div ref={container} className={classes} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
