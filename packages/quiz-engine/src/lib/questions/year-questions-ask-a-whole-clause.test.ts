import { describe, expect, it } from 'vitest';
import { yearClauseAgrees } from '../generators/direct-questions.js';

// Round 40 blind reviews (set AM): year stems cut from a sentence so that the subject and verb disagree,
// the object is "something", or people are "published", were rejected as garbled.
describe('year questions ask a whole clause', () => {
  it.each([
    'In which year were colleagues at the University of Cambridge published?',
    'In which month and year did a service launch allowed them to store?',
    'In which year did a team from the University of California propose something far more dramatic?',
    // Round 41 (set AN): a second clause with its own subject and tense cannot hang on "did".
    'In which month and year did the cable of the original pendulum snap and the historic bob was seriously damaged?',
    'In which year did the dam burst and the valley flooded within hours?',
    // Round 42 (set AO): the clause the year dates was one of a list after a comma; "did" asked the one before.
    'In which year did economic conditions improve during the 1850s, the repeal of the Corn Laws?',
  ])('refuses a garbled clause: %s', (question) => {
    expect(yearClauseAgrees(question)).toBe(false);
  });

  it.each([
    'In which year did Manuel Soler and colleagues report that great spotted cuckoos destroyed the nests of magpies?',
    'In which year was John Boynton Priestley born in Bradford, Yorkshire?',
    'In which year did the crew of the slave ship Zong throw more than 130 Africans overboard?',
    'In which year was the Origin of Species published?',
    'In which year did the cable snap and fall to the floor?',
    'In which year did Marie and Pierre Curie discover radium?',
    'In which year did Galileo, the Italian astronomer, observe four moons orbiting Jupiter?',
  ])('keeps a whole clause: %s', (question) => {
    expect(yearClauseAgrees(question)).toBe(true);
  });
});
