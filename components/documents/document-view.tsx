'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LocalTime } from '@/components/ui/local-time';
import { Skeleton } from '@/components/ui/skeleton';
import { DOCUMENT_TITLES, documentFileName } from '@/lib/client/documents/document-file';
import { useDocument } from '@/lib/client/documents/use-document';
import type { Artifact } from '@/lib/contract';
import { DocumentActions } from './document-actions';
import { MarkdownDocument } from './markdown-document';
import styles from './document-view.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

/** One of a chat's documents: being written (with progress), ready, failed for good, or not found. */
export function DocumentView({ documentId, ready }: { documentId: string; ready?: Artifact }) {
  const { view, retry } = useDocument(documentId, ready);
  const timeZone = useDisplayTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = view.status === 'ready' ? DOCUMENT_TITLES[view.artifact.artifactType] : 'Document';

  return (
    <main id="main" className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {view.status === 'loading' ? <Skeleton label="Loading the document" lines={6} /> : null}
      {view.status === 'writing' ? (
        <div role="status" className={styles.writing}>
          <p>This document is being written. It appears here as soon as it is ready.</p>
          <progress max={1} value={view.progress} aria-label="Waiting for the document" />
        </div>
      ) : null}
      {view.status === 'still-writing' ? (
        <ErrorState
          title="Still being written"
          message="This document is taking longer than usual."
          nextStep="Try again in a minute."
          onRetry={retry}
        />
      ) : null}
      {view.status === 'failed' ? (
        <ErrorState
          title="This document could not be written"
          message="Something went wrong while it was prepared, and trying again will not fix it."
          nextStep="Your other documents are not affected. Contact support with the reference below."
          requestId={view.requestId}
        />
      ) : null}
      {view.status === 'not-found' ? (
        <EmptyState
          title="Document not found"
          text="There is no document at this address, or it belongs to another account."
          action={<Link href="/chats">Your chats</Link>}
        />
      ) : null}
      {view.status === 'error' ? (
        <ErrorState message={view.error.message} onRetry={retry} requestId={view.error.requestId} />
      ) : null}
      {view.status === 'ready' ? (
        <>
          <p className={styles.meta}>
            Written <LocalTime instant={view.artifact.content.createdAt} timeZone={timeZone} />
            {' · '}
            <Link className="no-print" href={`/chats/${encodeURIComponent(view.artifact.content.chatId)}`}>
              Back to the chat
            </Link>
          </p>
          <DocumentActions
            markdown={view.artifact.content.body}
            fileName={documentFileName(view.artifact.artifactType, view.artifact.content.createdAt, timeZone)}
          />
          <article className={styles.printable} aria-label={title}>
            <MarkdownDocument markdown={view.artifact.content.body} profile="document" />
          </article>
        </>
      ) : null}
    </main>
  );
}
