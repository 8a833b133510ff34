import type { ChatStreamEvent } from '@quizwise/contract';

/**
 * Reads a server-sent-events body as it arrives and hands each complete event to `onEvent`. Events
 * are blocks of `event:` / `data:` lines ended by a blank line; a block can arrive split across
 * chunks, so the unfinished tail waits for the next one. Resolves when the body ends.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const emit = (block: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) return;
    // The server writes exactly the contract's events; anything else is skipped, not guessed at.
    const parsed = { event: name, data: JSON.parse(data.join('\n')) as unknown } as ChatStreamEvent;
    onEvent(parsed);
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      emit(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    if (done) break;
  }
  if (buffer.trim()) emit(buffer);
}
