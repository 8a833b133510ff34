import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen: it scrolls inside this region, which keyboard users can
 * focus to scroll and screen readers announce by name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      {children}
    </div>
  );
}
