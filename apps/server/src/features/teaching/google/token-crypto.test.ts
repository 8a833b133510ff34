import { describe, expect, it } from 'vitest';
import { openTokens, sealTokens } from './token-crypto.js';

describe('sealed Google tokens', () => {
  it('round-trips tokens without the plain text showing in the sealed form', () => {
    const sealed = sealTokens('secret', { access_token: 'ya29.abc', refresh_token: '1//xyz' });
    expect(sealed).not.toContain('ya29');
    expect(openTokens('secret', sealed)).toEqual({ access_token: 'ya29.abc', refresh_token: '1//xyz' });
  });

  it('opens nothing that was tampered with or sealed under another secret', () => {
    const sealed = sealTokens('secret', { access_token: 'a' });
    const parts = sealed.split('.');
    const flipped = [parts[0], parts[1], parts[2], `${parts[3]?.slice(0, -2)}AA`].join('.');
    expect(openTokens('secret', flipped)).toBeNull();
    expect(openTokens('another secret', sealed)).toBeNull();
    expect(openTokens('secret', 'garbage')).toBeNull();
  });
});
