import { describe, expect, it } from 'vitest';
import { createAssistantTranscript, type AssistantMessageRecord } from './assistant-transcript';

function recordingTranscript() {
  const saved: AssistantMessageRecord[] = [];
  const transcript = createAssistantTranscript(async (message) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    saved.push(message);
  });
  return { saved, transcript };
}

describe('createAssistantTranscript', () => {
  it('stores a finished reply once, from the chunks delivered', async () => {
    const { saved, transcript } = recordingTranscript();
    transcript.observe({
      type: 'message.start',
      role: 'assistant',
      messageId: 'msg_1',
      messageTimestamp: 1000,
    });
    transcript.observe({ type: 'message.content', messageId: 'msg_1', content: 'Hello ' });
    transcript.observe({ type: 'message.content', messageId: 'msg_1', content: 'there.' });
    await transcript.storeComplete('msg_1');
    await transcript.storeInterrupted();
    expect(saved).toEqual([
      { id: 'msg_1', content: 'Hello there.', createdAt: new Date(1000), status: 'complete' },
    ]);
  });

  it('stores an unfinished reply as interrupted, once, even when asked twice at the same time', async () => {
    const { saved, transcript } = recordingTranscript();
    transcript.observe({
      type: 'message.start',
      role: 'assistant',
      messageId: 'msg_2',
      messageTimestamp: 2000,
    });
    transcript.observe({ type: 'message.content', messageId: 'msg_2', content: 'Half' });
    await Promise.all([transcript.storeInterrupted(), transcript.storeInterrupted()]);
    await transcript.storeComplete('msg_2');
    expect(saved).toEqual([
      { id: 'msg_2', content: 'Half', createdAt: new Date(2000), status: 'interrupted' },
    ]);
  });

  it('lets an interruption during a completed store find the reply already stored', async () => {
    const { saved, transcript } = recordingTranscript();
    transcript.observe({
      type: 'message.start',
      role: 'assistant',
      messageId: 'msg_3',
      messageTimestamp: 3000,
    });
    transcript.observe({ type: 'message.content', messageId: 'msg_3', content: 'All of it' });
    await Promise.all([transcript.storeComplete('msg_3'), transcript.storeInterrupted()]);
    expect(saved.map((message) => message.status)).toEqual(['complete']);
  });

  it('stores nothing when no reply was under way', async () => {
    const { saved, transcript } = recordingTranscript();
    transcript.observe({ type: 'guardian', guardianId: 'g', message: 'Call 911' });
    await transcript.storeInterrupted();
    expect(saved).toEqual([]);
  });
});
