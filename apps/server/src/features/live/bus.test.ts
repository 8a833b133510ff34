import { describe, expect, it } from 'vitest';
import { packOutbound, unpacker, type Outbound } from './bus.js';

describe('messages through PostgreSQL notifications', () => {
  it('go in batches under the size limit and come back whole, a huge one in parts', () => {
    const items: Outbound = [
      ...Array.from({ length: 40 }, (_, i): [string, string] => [
        `p:${i}`,
        JSON.stringify({ n: i, text: 'x'.repeat(300) }),
      ]),
      ['p:big', JSON.stringify({ text: 'é'.repeat(20_000) })],
      ['p:last', '{}'],
    ];
    const pieces = packOutbound(items, 2_000);
    for (const piece of pieces) expect(Buffer.byteLength(JSON.stringify(piece))).toBeLessThan(2_000);
    const unpack = unpacker();
    // Pieces of one sender arrive in order; the receiver gets exactly the items sent.
    expect(pieces.flatMap((piece) => unpack(JSON.parse(JSON.stringify(piece)) as typeof piece))).toEqual(
      items,
    );
  });
});
