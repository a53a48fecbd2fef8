/** A whole assistant reply as the BFF's stream route sends it: one message, started, written and stopped. */
export function replyStream(messageId = 'm1', content = 'Rest and fluids.'): Response {
  const frames = [
    { type: 'message.start', role: 'assistant', messageId, messageTimestamp: 1 },
    { type: 'message.content', messageId, content },
    { type: 'message.stop', messageId, stopReason: 'end_turn' },
  ].map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  return new Response(frames.join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
