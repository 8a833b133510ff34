import { describe, expect, it } from 'vitest';
import { readMaterial } from '../material.js';
import { peopleNamed } from './direct-questions.js';

// Sets AU and AV: "What held that no reasonable viewer …? — Judge Kimba Wood", "What nominated 42 of them
// …? — Adams": a name the passage gives a title is a person's, and so is the surname that names him later.
// Sentences written for this test.
const text = `The Midnight Judges

The Federalist Party of President John Adams favoured a strong national government and close ties with Britain.
Adams nominated forty-two justices of the peace on 2 March 1801, and the Senate confirmed them the next day.
In a later case about a soft-drink advertisement, Judge Kimba Wood held that no reasonable viewer could have taken the advertisement as a serious offer.
Wood also noted that the advertisement was plainly a joke.
The Senate met in a small chamber of the unfinished Capitol.
`;
const people = peopleNamed(readMaterial(text));

describe('a name the passage gives a title', () => {
  it('is a person, and so is the surname that names them later', () => {
    expect(people.has('John Adams')).toBe(true);
    expect(people.has('Adams')).toBe(true);
    expect(people.has('Judge Kimba Wood')).toBe(true);
  });

  it('makes no person of an institution', () => {
    expect(people.has('Senate')).toBe(false);
    expect(people.has('Capitol')).toBe(false);
  });
});
