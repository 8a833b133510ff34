import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuLink {
  href: string;
  label: string;
  /** Marks the link to the page being shown (`aria-current="page"`). */
  current?: boolean;
}

export const MENU_PANEL_ID = 'site-menu-panel';

/**
 * The header's menu below 1024 px: a native `<details>` disclosure, so the prerendered page opens
 * and closes it with no JavaScript at all (click, Enter or Space on the summary). Once hydrated it
 * adds what a menu button should do: `aria-expanded`/`aria-controls` kept in step, Escape closes it
 * and puts focus back on the button, and it closes when focus or a click lands outside it or a link
 * in it is followed.
 */
export function SiteMenu({ links }: { links: readonly MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);

  // The prerendered summary carries no aria-expanded (browsers expose a summary's state natively, and
  // a static "false" would be wrong once the visitor opens it without JS); it is added after mount.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <details
      ref={menuRef}
      className="site-menu"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary
        ref={toggleRef}
        className="site-menu-toggle"
        aria-controls={MENU_PANEL_ID}
        aria-expanded={hydrated ? open : undefined}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 6h14M3 10h14M3 14h14'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </summary>
      <nav id={MENU_PANEL_ID} aria-label="Menu" className="site-menu-panel">
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
