import { describe, expect, it } from 'vitest';
import { nextPathFrom, withBase } from './paths.js';

describe('withBase', () => {
  it('prefixes absolute paths with the base path', () => {
    expect(withBase('', '/signup/')).toBe('/signup/');
    expect(withBase('/qw', '/signup/')).toBe('/qw/signup/');
    expect(withBase('/qw/', 'login/')).toBe('/qw/login/');
  });

  it('leaves full URLs and already-prefixed paths alone', () => {
    expect(withBase('/qw', 'https://example.com/x')).toBe('https://example.com/x');
    expect(withBase('/qw', '/qw/signup/')).toBe('/qw/signup/');
  });
});

describe('nextPathFrom', () => {
  it('follows ?next= to a path on this site', () => {
    expect(nextPathFrom('?next=%2Fapp%2Fquizzes%2F', '')).toBe('/app/quizzes/');
  });

  it('goes to the app when next is missing or could leave the site', () => {
    expect(nextPathFrom('', '/qw')).toBe('/qw/app/');
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', 'app/']) {
      expect(nextPathFrom(`?next=${encodeURIComponent(next)}`, '')).toBe('/app/');
    }
  });
});
