import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, subscribeToWrites, writeItem } from './storage.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('storage', () => {
  it('reads and writes localStorage and tells subscribers about writes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToWrites(listener);
    expect(writeItem('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(readItem('k')).toBe('v');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps items in memory when localStorage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(writeItem('blocked', 'temp-1')).toBe(false);
    expect(readItem('blocked')).toBe('temp-1');
  });
});
