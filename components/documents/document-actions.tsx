'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/client/save-file';
import styles from './document-view.module.css';

export interface DocumentActionsProps {
  markdown: string;
  fileName: string;
}

/** Print (only the document), download the raw Markdown, copy it; the copy is confirmed aloud. */
export function DocumentActions({ markdown, fileName }: DocumentActionsProps) {
  const [copyStatus, setCopyStatus] = useState('');
  const download = () => {
    saveFile(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }), fileName);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown);
      setCopyStatus('Copied to the clipboard.');
    } catch {
      setCopyStatus('The document could not be copied. Select the text and copy it instead.');
    }
  };
  return (
    <div className={`${styles.actions} no-print`}>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="secondary" onClick={download}>
        Download .md
      </Button>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy
      </Button>
      <p className={styles.copyStatus} role="status">
        {copyStatus}
      </p>
    </div>
  );
}
