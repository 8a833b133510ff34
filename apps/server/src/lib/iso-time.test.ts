import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime', () => {
  it('writes exactly what toISOString writes', () => {
    const samples = [
      new Date(Date.UTC(2026, 0, 1)),
      new Date(Date.UTC(2026, 11, 31, 23, 59, 59, 999)),
      new Date(Date.UTC(1999, 8, 9, 7, 5, 3, 7)),
      new Date(Date.UTC(2024, 1, 29, 12, 0, 0, 40)),
      new Date(Date.UTC(1000, 0, 1)),
      new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)),
      new Date(-1),
      new Date(Date.UTC(12000, 0, 1)),
    ];
    for (let i = 0; i < 2000; i += 1)
      samples.push(new Date(Date.UTC(2020, 0, 1) + i * 7_777_777 + (i % 1000)));
    for (const date of samples) expect(isoTime(date)).toBe(date.toISOString());
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
