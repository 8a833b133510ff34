import { describe, expect, it } from 'vitest';
import { sameNameByInitials } from './same-name.js';

describe('a person written two ways is never a wrong answer for themselves', () => {
  it('sees initials of the same name as the same person', () => {
    expect(sameNameByInitials('J. B. Priestley', 'John Boynton Priestley')).toBe(true);
    expect(sameNameByInitials('John Boynton Priestley', 'J.B. Priestley')).toBe(true);
    expect(sameNameByInitials('W. E. B. Du Bois', 'William Edward Burghardt Du Bois')).toBe(true);
  });

  it('keeps other people of the same surname, and other names, as wrong answers', () => {
    expect(sameNameByInitials('Sheila Birling', 'Arthur Birling')).toBe(false);
    expect(sameNameByInitials('J. B. Priestley', 'Joseph Priestley Smith')).toBe(false);
    expect(sameNameByInitials('A. Birling', 'Sheila Birling')).toBe(false);
    expect(sameNameByInitials('Panama', 'Panama')).toBe(false);
  });
});
