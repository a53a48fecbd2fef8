'use client';

import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { createSentenceAnnouncer } from '@/lib/client/chat/sentence-announcer';

/**
 * The chat's one polite live region: it receives the reply a whole sentence at a time, never each chunk,
 * and never the streaming element itself.
 */
export function ReplyAnnouncer({ text, finished, turnKey }: { text: string; finished: boolean; turnKey: string }) {
  const announcer = useRef(createSentenceAnnouncer());
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    announcer.current.reset();
  }, [turnKey]);
  useEffect(() => {
    const sentences = announcer.current.next(text, { final: finished });
    if (sentences.length > 0) setSpoken(sentences.join(' '));
  }, [text, finished]);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {spoken}
    </VisuallyHidden>
  );
}
