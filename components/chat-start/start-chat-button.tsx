'use client';

import { useRouter } from 'next/navigation';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { RequestReference } from '@/components/ui/request-reference';
import { useActionKey } from '@/lib/client/idempotency';
import { useCreateChat } from '@/lib/client/chat/use-chats';
import styles from './start-chat-button.module.css';

export interface StartChatButtonProps {
  variant?: ButtonVariant;
  label?: string;
}

/**
 * Starts a new chat and opens it. Repeated clicks and retries of one attempt carry the same idempotency
 * key, so they make one chat; a signed-out answer is handled by the app's query client.
 */
export function StartChatButton({
  variant = 'primary',
  label = 'Start a chat',
}: StartChatButtonProps) {
  const router = useRouter();
  const createChat = useCreateChat();
  const action = useActionKey('start-chat');
  const start = () =>
    createChat.mutate(
      { idempotencyKey: action.keyFor() },
      {
        onSuccess: (chat) => {
          action.settle();
          router.push(`/chats/${encodeURIComponent(chat.id)}`);
        },
      },
    );
  const failed = createChat.isError && !createChat.error.isSignedOut;
  return (
    <div className={styles.start}>
      <Button
        variant={variant}
        busy={createChat.isPending || createChat.isSuccess}
        busyLabel="Starting your chat"
        onClick={start}
      >
        {failed ? 'Try again' : label}
      </Button>
      {failed ? (
        <div role="alert" className={styles.error}>
          <p>{createChat.error.message}</p>
          <RequestReference requestId={createChat.error.requestId} />
        </div>
      ) : null}
    </div>
  );
}
