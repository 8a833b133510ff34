import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_DATA, parsePageData, readPageData, serialisePageData } from './page-data.js';

describe('parsePageData', () => {
  it('takes every default when the script is missing or empty', () => {
    expect(parsePageData(undefined)).toEqual(DEFAULT_PAGE_DATA);
    expect(parsePageData('{}')).toEqual(DEFAULT_PAGE_DATA);
    expect(DEFAULT_PAGE_DATA).toMatchObject({ basePath: '', signupUrl: '/signup/', heroVariant: 'A1' });
    expect(DEFAULT_PAGE_DATA.heroImage).toMatch(/hero.*\.svg$/);
  });

  it('keeps given fields and fills the missing ones with defaults', () => {
    expect(parsePageData('{"heroVariant":"C2","signupUrl":"/join/"}')).toEqual({
      ...DEFAULT_PAGE_DATA,
      heroVariant: 'C2',
      signupUrl: '/join/',
    });
  });

  it('ignores malformed JSON, non-objects and non-string fields', () => {
    expect(parsePageData('{oops')).toEqual(DEFAULT_PAGE_DATA);
    expect(parsePageData('[1,2]')).toEqual(DEFAULT_PAGE_DATA);
    expect(parsePageData('{"heroVariant":7}')).toEqual(DEFAULT_PAGE_DATA);
  });

  it('drops a trailing slash from the base path', () => {
    expect(parsePageData('{"basePath":"/quizwise/"}').basePath).toBe('/quizwise');
  });

  it('reads the #page-data script of the document', () => {
    document.body.innerHTML = '<script id="page-data" type="application/json">{"heroVariant":"B3"}</script>';
    expect(readPageData().heroVariant).toBe('B3');
  });
});

describe('serialisePageData', () => {
  it('cannot close its script element early', () => {
    const json = serialisePageData({ ...DEFAULT_PAGE_DATA, heroImage: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(parsePageData(json).heroImage).toBe('</script><script>alert(1)</script>');
  });
});
