import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_PANEL_ID, SiteMenu } from './site-menu.js';
import { SiteHeader } from './site-header.js';

afterEach(cleanup);

const links = [
  { href: '/pricing/', label: 'Pricing' },
  { href: '/join/', label: 'Join a quiz' },
];

function toggle(): HTMLElement {
  const summary = document.querySelector('summary');
  if (!(summary instanceof HTMLElement)) throw new Error('no menu button');
  return summary;
}

function details(): HTMLDetailsElement {
  const element = document.querySelector('details.site-menu');
  if (!(element instanceof HTMLDetailsElement)) throw new Error('no menu');
  return element;
}

/** What a browser does when the summary is activated: flips `open` and fires `toggle`. */
function activate() {
  details().open = !details().open;
  fireEvent(details(), new Event('toggle'));
}

describe('SiteMenu', () => {
  it('is a native disclosure in the prerendered HTML, with no stale aria-expanded', () => {
    const html = renderToString(<SiteMenu links={links} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const summary = doc.querySelector('details > summary');
    expect(summary?.getAttribute('aria-controls')).toBe(MENU_PANEL_ID);
    expect(summary?.hasAttribute('aria-expanded')).toBe(false);
    expect(doc.querySelector('details')?.hasAttribute('open')).toBe(false);
    expect([...doc.querySelectorAll(`#${MENU_PANEL_ID} a`)].map((a) => a.textContent)).toEqual([
      'Pricing',
      'Join a quiz',
    ]);
  });

  it('keeps aria-expanded in step once hydrated, and Escape closes it and returns focus', () => {
    render(<SiteMenu links={links} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    activate();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(details().open).toBe(true);
    const link = screen.getByRole('link', { name: 'Join a quiz' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(details().open).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a link in it is followed or a click lands outside it', () => {
    render(
      <>
        <SiteMenu links={links} />
        <p>outside</p>
      </>,
    );
    activate();
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(details().open).toBe(false);
    activate();
    expect(details().open).toBe(true);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(details().open).toBe(false);
  });
});

describe('SiteHeader', () => {
  it('puts Pricing, Join a quiz, Log in and Sign up in the menu, under the base path', () => {
    render(<SiteHeader basePath="/qw" signupHref="/qw/signup/" onLandingPage={false} />);
    const menuLinks = [...document.querySelectorAll(`#${MENU_PANEL_ID} a`)].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(menuLinks).toEqual(
      expect.arrayContaining([
        ['Pricing', '/qw/pricing/'],
        ['Join a quiz', '/qw/join/'],
        ['Log in', '/qw/login/'],
        ['Sign up', '/qw/signup/'],
        ['Features', '/qw/teachers/#features'],
      ]),
    );
  });

  it('links to the sections in place on the landing page', () => {
    render(<SiteHeader basePath="" signupHref="/signup/" />);
    const pricing = document.querySelector(`#${MENU_PANEL_ID} a[href="#pricing"]`);
    expect(pricing?.textContent).toBe('Pricing');
  });
});
