import { describe, expect, it } from 'vitest';
import { saysSomethingOffThePage, vagueStatement } from './statement-checks.js';
import { stemSaysSomething } from './statement-family.js';

// Round 40 blind reviews (set AM): true statements answerable from general knowledge, and stems that mean
// nothing off the page, were rejected; a name, a figure or two specific terms beyond the topic carry content.
describe('statements and stems say something off the page', () => {
  it.each([
    ['Most birds invest enormous effort in raising their young.', 'Cuckoo Brood Parasitism'],
    ['Scholars continue to disagree about several aspects of the Gospels.', 'The Lindisfarne Gospels'],
    [
      'Recent research has refined the picture of how the impact killed.',
      'Chicxulub and the End-Cretaceous Extinction',
    ],
  ])('a true statement with nothing of its own is vague: %s', (text, title) => {
    expect(saysSomethingOffThePage(text, title)).toBe(false);
    expect(vagueStatement(text, title)).toBe(true);
  });

  it.each([
    [
      'The cuckoo chick pushes the host’s eggs out of the nest within hours of hatching.',
      'Cuckoo Brood Parasitism',
    ],
    ['The manuscript was written by Eadfrith, Bishop of Lindisfarne.', 'The Lindisfarne Gospels'],
    ['The crater is about 180 kilometres across.', 'Chicxulub and the End-Cretaceous Extinction'],
  ])('a statement with a name, a figure or terms of its own is concrete: %s', (text, title) => {
    expect(saysSomethingOffThePage(text, title)).toBe(true);
  });

  it.each([
    ['What completes the statement "Some _____ appear to punish resistance"?', 'Cuckoo Brood Parasitism'],
    ['What completes the statement "Today the _____ itself faces difficulty"?', 'Cuckoo Brood Parasitism'],
    ['What does the decoration follow?', 'The Lindisfarne Gospels'],
    ["What is rare in the Earth's crust?", 'Chicxulub and the End-Cretaceous Extinction'],
    [
      'Fill in the blank: The _____ found no serious problems, and the service continued.',
      'M-Pesa and Mobile Money',
    ],
  ])('a stem meaningless off the page says nothing: %s', (stem, title) => {
    expect(stemSaysSomething(stem, title)).toBe(false);
  });

  it.each([
    [
      'What completes the statement "Support for the equilibrium view came from _____, where cuckoo numbers fell sharply"?',
      'Cuckoo Brood Parasitism',
    ],
    ['Fill in the blank: The reed warbler gens lays greenish, speckled _____.', 'Cuckoo Brood Parasitism'],
  ])('a stem with content of its own says something: %s', (stem, title) => {
    expect(stemSaysSomething(stem, title)).toBe(true);
  });
});
