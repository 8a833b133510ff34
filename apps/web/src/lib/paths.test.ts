import { describe, expect, it } from 'vitest';
import { firstScreenPath, nextPathFrom, withBase } from './paths.js';

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
  const origin = 'https://quizwise.example';

  it('follows ?next= to a path on this site, keeping its query and fragment', () => {
    expect(nextPathFrom('?next=%2Fapp%2Fquizzes%2F', '', origin)).toBe('/app/quizzes/');
    expect(nextPathFrom(`?next=${encodeURIComponent('/app/quizzes/?page=2#top')}`, '', origin)).toBe(
      '/app/quizzes/?page=2#top',
    );
  });

  it('goes to the app when next is missing or could leave the site', () => {
    expect(nextPathFrom('', '/qw', origin)).toBe('/qw/app/');
    const hostile = [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'app/',
      'javascript:alert(1)',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r/evil.example/',
      '/\t\\evil.example/',
    ];
    for (const next of hostile) {
      expect(nextPathFrom(`?next=${encodeURIComponent(next)}`, '', origin), JSON.stringify(next)).toBe(
        '/app/',
      );
    }
    expect(nextPathFrom('?next=/%09/evil.example/', '', origin)).toBe('/app/');
  });
});

describe('firstScreenPath', () => {
  const origin = 'https://quizwise.example';

  it('starts a teacher at their classes and a student at the study home, with the first step', () => {
    expect(firstScreenPath('', '', origin, 'teacher')).toBe('/app/classes?welcome=1');
    expect(firstScreenPath('', '', origin, 'student')).toBe('/app/?welcome=1');
    expect(firstScreenPath('', '/qw', origin, 'teacher')).toBe('/qw/app/classes?welcome=1');
    expect(firstScreenPath('', '', origin, null)).toBe('/app/');
  });

  it('keeps a same-origin ?next= over the role, and refuses a hostile one', () => {
    expect(firstScreenPath('?next=%2Fapp%2Fquizzes%2F', '', origin, 'teacher')).toBe('/app/quizzes/');
    expect(firstScreenPath('?next=%2F%2Fevil.example', '', origin, 'teacher')).toBe('/app/');
  });
});
