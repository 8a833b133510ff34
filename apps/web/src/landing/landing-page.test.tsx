import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../lib/api.js';
import { DEFAULT_PAGE_DATA, type PageData } from '../lib/page-data.js';
import { storageKeys } from '../lib/storage.js';
import { fakeFetch, recordPreloads, stubMatchMedia } from '../test-support/fake-fetch.js';
import { cta, faq, headlines, subHeadlines } from './copy.js';
import { LandingPage } from './landing-page.js';
import { screenshots } from './screenshots.js';
import { resetPreloaded } from './preload.js';

const IMPRESSION = '/api/analytics/dialog/record_preset_impression/';
const CLICK = '/api/analytics/dialog/record_click/';
const SERVER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

function setup(options: { data?: Partial<PageData>; replies?: Parameters<typeof fakeFetch>[0] } = {}) {
  const { fetchApi, calls } = fakeFetch({
    [IMPRESSION]: { status: 201, body: { impression_id: SERVER_ID } },
    [CLICK]: { status: 201, body: { impression_id: SERVER_ID, clicked_at: '2026-11-21T08:00:00Z' } },
    ...options.replies,
  });
  const navigate = vi.fn();
  const data = { ...DEFAULT_PAGE_DATA, ...options.data };
  render(<LandingPage data={data} api={createApi({ fetchApi })} navigate={navigate} />);
  const button = () => screen.getByRole('button', { name: cta.label });
  return { calls, navigate, button };
}

beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
  resetPreloaded();
  window.history.replaceState(null, '', '/teachers/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('landing page content', () => {
  it('shows the sections in order with their anchors', () => {
    setup();
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['features', 'how-it-works', 'secondary-features', 'pricing', 'start-trial', 'faq']);
    expect(screen.getByRole('heading', { level: 2, name: 'Transform Your Teaching with AI' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '3 Simple Steps' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(document.querySelectorAll('.steps-list > li')).toHaveLength(3);
    expect(document.querySelectorAll('.insight-card')).toHaveLength(3);
    expect(screen.getByText(cta.note, { selector: '#hero-cta-note' })).toBeTruthy();
  });

  it('shows the headline and sub-headline of the page-data variant', () => {
    setup({ data: { heroVariant: 'C2' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(headlines.C);
    expect(screen.getByText(subHeadlines['2'])).toBeTruthy();
  });

  it('uses the hero image from page data with explicit dimensions', () => {
    setup({ data: { heroImage: '/media/hero-b.png' } });
    const image = document.querySelector('.hero-art img');
    expect(image?.getAttribute('src')).toBe('/media/hero-b.png');
    expect(image?.getAttribute('width')).toBe('600');
    expect(image?.getAttribute('height')).toBe('520');
  });

  it('prefixes every site link with the base path and sends both calls to action to one address', () => {
    setup({ data: { basePath: '/qw', signupUrl: '/join/' } });
    const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    const siteLinks = hrefs.filter((href) => href.startsWith('/'));
    expect(siteLinks.length).toBeGreaterThan(5);
    for (const href of siteLinks) expect(href.startsWith('/qw/')).toBe(true);
    const closing = screen.getByRole('link', { name: cta.label });
    expect(closing.getAttribute('href')).toBe('/qw/join/');
    // Students reach a quiz from the header with the code on the board.
    const joinLinks = screen.getAllByRole('link', { name: 'Join a quiz' });
    expect(joinLinks.length).toBeGreaterThan(0);
    for (const link of joinLinks) expect(link.getAttribute('href')).toBe('/qw/join/');
  });

  it('lists the FAQ as disclosures and as FAQPage structured data', () => {
    setup();
    expect(document.querySelectorAll('details.faq-item')).toHaveLength(faq.items.length);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@type': string;
      mainEntity: { name: string }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(faq.items.map((item) => item.question));
  });

  it('renders the hero button disabled before an impression id exists (prerendered HTML)', () => {
    const html = renderToString(
      <LandingPage
        data={DEFAULT_PAGE_DATA}
        api={createApi({ fetchApi: fakeFetch({}).fetchApi })}
        navigate={() => {}}
      />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const hero = [...doc.querySelectorAll('button')].find((button) =>
      button.textContent?.includes(cta.label),
    );
    expect(hero?.hasAttribute('disabled')).toBe(true);
  });
});

describe('hero impression', () => {
  it('reuses a stored impression id without recording a new impression', async () => {
    localStorage.setItem(storageKeys.heroImpressionId, 'stored-id');
    const { calls, button } = setup();
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    expect(calls.filter((call) => call.path === IMPRESSION)).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.heroImpressionId)).toBe('stored-id');
  });

  it('stores a temporary id, records the impression and replaces the id with the server’s', async () => {
    const { calls, button } = setup({ data: { heroVariant: 'B2' } });
    expect(localStorage.getItem(storageKeys.heroImpressionId)).toMatch(/^temp-/);
    await waitFor(() => expect(localStorage.getItem(storageKeys.heroImpressionId)).toBe(SERVER_ID));
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    const impression = calls.find((call) => call.path === IMPRESSION);
    expect(impression?.method).toBe('POST');
    expect(impression?.body).toEqual({
      dialog_type: 'for_teachers_hero_cta',
      page_url: window.location.href,
      variant_name: 'B2',
    });
  });

  it.each([
    ['a non-OK status', { status: 500, body: { detail: 'Internal server error.' } }],
    ['a network failure', 'network-error'],
  ] as const)('only logs %s, keeps the temporary id and the button works', async (_, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, navigate, button } = setup({ replies: { [IMPRESSION]: reply } });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const temporary = localStorage.getItem(storageKeys.heroImpressionId);
    expect(temporary).toMatch(/^temp-/);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/'));
    expect(calls.find((call) => call.path === CLICK)?.body).toEqual({ impression_id: temporary });
  });
});

describe('hero click', () => {
  it('records the click with the impression id, then goes to the sign-up address', async () => {
    localStorage.setItem(storageKeys.heroImpressionId, SERVER_ID);
    const { calls, navigate, button } = setup({ data: { basePath: '/qw' } });
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/qw/signup/'));
    const clickIndex = calls.findIndex((call) => call.path === CLICK);
    expect(calls[clickIndex]?.body).toEqual({ impression_id: SERVER_ID });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', { status: 404, body: { detail: 'Not found.' } }],
    ['a network failure', 'network-error'],
  ] as const)('logs %s from the click recording and still goes to sign-up', async (_, reply) => {
    localStorage.setItem(storageKeys.heroImpressionId, 'old-id');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { navigate, button } = setup({ replies: { [CLICK]: reply } });
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup/'));
    expect(warn).toHaveBeenCalledWith('Quizwise: could not record the hero click', expect.anything());
  });
});

describe('visit marker', () => {
  it('saves utm values and the teachers visit marker after one second', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    localStorage.setItem(storageKeys.heroImpressionId, 'stored-id');
    window.history.replaceState(null, '', '/teachers/?utm_source=newsletter&utm_id=nov-26');
    setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(localStorage.getItem(storageKeys.freeTrialPageVisit)).toBeNull();
    expect(localStorage.getItem(storageKeys.utmSource)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(localStorage.getItem(storageKeys.utmSource)).toBe('newsletter');
    expect(localStorage.getItem(storageKeys.utmId)).toBe('nov-26');
    expect(JSON.parse(localStorage.getItem(storageKeys.freeTrialPageVisit) ?? 'null')).toEqual({
      visited: true,
      timestamp: new Date('2026-11-21T08:00:01Z').getTime(),
      type: 'teachers',
    });
  });

  it('leaves utm values alone when the URL has none', async () => {
    vi.useFakeTimers();
    localStorage.setItem(storageKeys.heroImpressionId, 'stored-id');
    localStorage.setItem(storageKeys.utmSource, 'earlier');
    setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(localStorage.getItem(storageKeys.utmSource)).toBe('earlier');
    expect(localStorage.getItem(storageKeys.utmId)).toBeNull();
    expect(localStorage.getItem(storageKeys.freeTrialPageVisit)).toContain('"type":"teachers"');
  });
});

describe('screenshot preloading', () => {
  it('preloads every screenshot after 1000 ms when requestIdleCallback is missing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    localStorage.setItem(storageKeys.heroImpressionId, 'stored-id');
    const preloads = recordPreloads();
    setup();
    const allMockups = Object.values(screenshots).map((shot) => shot.src);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(allMockups.every((url) => preloads.includes(url))).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(allMockups.every((url) => preloads.includes(url))).toBe(true);
  });

  it('preloads every screenshot when the browser reports it is idle', () => {
    let idleTask: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idleTask = task;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    localStorage.setItem(storageKeys.heroImpressionId, 'stored-id');
    const preloads = recordPreloads();
    setup();
    expect(idleTask).toBeTypeOf('function');
    act(() => idleTask?.());
    expect(Object.values(screenshots).every((shot) => preloads.includes(shot.src))).toBe(true);
  });
});
