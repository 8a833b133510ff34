import { ChatStreamEvent } from '@quizwise/contract';

/** One server-sent event, as written on the wire. */
export function sseEvent(event: ChatStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Reads a complete `text/event-stream` body back into events, checking each against the contract.
 * Throws on anything malformed: tests and the benchmark use it to prove the stream is well formed.
 */
export function parseSse(body: string): ChatStreamEvent[] {
  if (!body.endsWith('\n\n')) throw new Error('the stream does not end with a blank line');
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (lines.some((l) => !l.startsWith('event: ') && !l.startsWith('data: ')))
        throw new Error(`unexpected line in event: ${block}`);
      return ChatStreamEvent.parse({ event, data: JSON.parse(data) as unknown });
    });
}
