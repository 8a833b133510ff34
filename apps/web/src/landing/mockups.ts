import generate from './images/mockup-generate.svg';
import classes from './images/mockup-classes.svg';
import grading from './images/mockup-grading.svg';
import progress from './images/mockup-progress.svg';

/** The showcase's screenshots (hand-drawn SVGs of our own screens), all drawn on one canvas size. */
export const mockupImages = { generate, classes, grading, progress } as const;
export type MockupName = keyof typeof mockupImages;
export const MOCKUP_WIDTH = 640;
export const MOCKUP_HEIGHT = 440;
