import { describe, expect, it } from 'vitest';
import manifest from './images/screens/manifest.json';
import { DESKTOP_SHOT, MOBILE_SHOT, screenshots } from './screenshots.js';
import { showcase } from './copy.js';

describe('showcase screenshots', () => {
  it('has a desktop and a phone shot for every showcase item, at the sizes the script wrote', () => {
    expect(Object.keys(manifest).sort()).toEqual(showcase.items.map((item) => item.image).sort());
    for (const entry of Object.values(manifest)) {
      expect(entry.desktop).toMatchObject({ width: DESKTOP_SHOT.width, height: DESKTOP_SHOT.height });
      expect(entry.mobile).toMatchObject({ width: MOBILE_SHOT.width, height: MOBILE_SHOT.height });
    }
  });

  it('offers two desktop widths and one phone width per screen', () => {
    for (const shot of Object.values(screenshots)) {
      expect(shot.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
        `${DESKTOP_SHOT.smallWidth}w`,
        `${DESKTOP_SHOT.width}w`,
      ]);
      expect(shot.mobileSrcSet).toMatch(/ 780w$/);
      expect(shot.srcSet.startsWith(`${shot.src} `)).toBe(true);
    }
  });
});
