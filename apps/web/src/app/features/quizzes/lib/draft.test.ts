import { describe, expect, it } from 'vitest';
import { daysUntil, expiryText } from './draft.js';

describe('draft expiry', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('counts a part of a day as a day', () => {
    expect(daysUntil('2026-12-26T12:00:00Z', now)).toBe(30);
    expect(daysUntil('2026-11-26T12:00:01Z', now)).toBe(1);
    expect(daysUntil('2026-11-26T11:00:00Z', now)).toBe(0);
  });

  it('says it in words', () => {
    expect(expiryText('2026-12-26T12:00:00Z', now)).toBe('expires in 30 days');
    expect(expiryText('2026-11-27T10:00:00Z', now)).toBe('expires in 1 day');
    expect(expiryText('2026-11-20T10:00:00Z', now)).toBe('expires today');
  });
});
