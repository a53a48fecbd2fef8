'use client';

import { useCallback, useEffect, useState } from 'react';

const draftKey = (chatId: string) => `chat-draft:${chatId}`;

function readDraft(chatId: string): string {
  try {
    return window.localStorage.getItem(draftKey(chatId)) ?? '';
  } catch {
    return '';
  }
}

/**
 * The composer's unsent text for one chat, kept in localStorage so that it survives a reload and a trip
 * through sign-in. Restored after mount, since the server render has no storage.
 */
export function useDraft(chatId: string) {
  const [text, setText] = useState('');
  useEffect(() => {
    const saved = readDraft(chatId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after mount
    if (saved) setText(saved);
  }, [chatId]);
  const update = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) window.localStorage.setItem(draftKey(chatId), next);
        else window.localStorage.removeItem(draftKey(chatId));
      } catch {
        // Storage full or refused: the text stays in the composer.
      }
    },
    [chatId],
  );
  // The sent text stays saved until the service has it: a turn refused before it starts keeps the draft.
  const clearComposer = useCallback(() => setText(''), []);
  /** A turn refused before it started gives its text back to the composer, unless new text is there. */
  const restoreUnsent = useCallback(
    (sent: string) => {
      if (text.trim() === '') update(sent);
    },
    [text, update],
  );
  /** Once the service has the message: the composer empties if it still holds that text (given back). */
  const clearSent = useCallback(
    (sent: string) => {
      clearSavedDraft(chatId, sent);
      setText((current) => (current === sent ? '' : current));
    },
    [chatId],
  );
  return { text, update, clearComposer, restoreUnsent, clearSent };
}

/** Drops the saved draft once the service has the message (the composer may already hold new text). */
function clearSavedDraft(chatId: string, sentText: string): void {
  try {
    if (window.localStorage.getItem(draftKey(chatId)) === sentText)
      window.localStorage.removeItem(draftKey(chatId));
  } catch {
    // Nothing saved.
  }
}
