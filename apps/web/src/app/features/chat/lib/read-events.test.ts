import { describe, expect, it } from 'vitest';
import { readEvents } from './read-events.js';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEvents', () => {
  it('hands over each event once complete, even when split across chunks', async () => {
    const events: unknown[] = [];
    await readEvents(
      streamOf([
        'event: token\ndata: {"te',
        'xt":"Hello "}\n\nevent: token\ndata: {"text":"world"}\n',
        '\nevent: citations\ndata: {"citations":[]}\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { event: 'token', data: { text: 'Hello ' } },
      { event: 'token', data: { text: 'world' } },
      { event: 'citations', data: { citations: [] } },
    ]);
  });

  it('reads a last event that lacks its closing blank line', async () => {
    const events: unknown[] = [];
    await readEvents(streamOf(['event: error\r\ndata: {"detail":"x","message":null}']), (e) =>
      events.push(e),
    );
    expect(events).toEqual([{ event: 'error', data: { detail: 'x', message: null } }]);
  });
});
