import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password.js';

const ada = { email: 'ada.lovelace@example.com', name: 'Ada Lovelace' };

describe('password rules (as Django’s validators)', () => {
  it('refuses the commonest passwords, whatever their case', () => {
    for (const common of ['password1', 'Iloveyou', 'qwertyuiop', 'football1', 'sunshine']) {
      expect(passwordProblems(common, ada)).toContain('This password is too common.');
    }
  });

  it('refuses a password equal or close to the e-mail or the name', () => {
    expect(passwordProblems('ada.lovelace@example.com', ada)).toContain(
      'The password is too similar to the email.',
    );
    expect(passwordProblems('lovelace1', ada)).toContain('The password is too similar to the email.');
    expect(passwordProblems('Grace Hopper!', { email: 'gh@example.com', name: 'Grace Hopper' })).toContain(
      'The password is too similar to the name.',
    );
  });

  it('accepts a long passphrase that shares a few letters with the e-mail and name', () => {
    expect(passwordProblems('correct horse battery staple', ada)).toEqual([]);
    expect(
      passwordProblems('tulip gravel orbit 42', { email: 'user-1@example.com', name: 'Test User' }),
    ).toEqual([]);
  });

  it('still names short and all-digit passwords', () => {
    expect(passwordProblems('8401957362', ada)).toContain('This password is entirely numeric.');
    expect(passwordProblems('x7#q', ada)[0]).toMatch(/too short/);
  });
});
