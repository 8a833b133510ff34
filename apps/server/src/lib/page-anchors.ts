/**
 * Keyset pagination under DRF's page numbers. A page's first row (its anchor) is remembered with the
 * version of the list it was read from; the next time that page is asked for, the store reads from the
 * anchor onward instead of skipping `offset` rows. The version changes whenever a row joins or leaves
 * the list (the store bumps it in the same transaction), and the reader checks it in the same statement
 * as the page: an anchor from an older list is never used, whichever process remembered it.
 */
export interface PageAnchor {
  /** The id of the page's first row. */
  id: number;
  /** The list's version when that row was first on this page. */
  version: number;
}

export class PageAnchors {
  private readonly anchors = new Map<string, PageAnchor>();

  constructor(private readonly capacity: number) {}

  private static key(owner: number, pageSize: number, page: number): string {
    return `${owner}/${pageSize}/${page}`;
  }

  get(owner: number, pageSize: number, page: number): PageAnchor | undefined {
    return this.anchors.get(PageAnchors.key(owner, pageSize, page));
  }

  set(owner: number, pageSize: number, page: number, anchor: PageAnchor): void {
    const key = PageAnchors.key(owner, pageSize, page);
    // Re-inserting moves the key to the end: the Map's order is then least recently stored first.
    this.anchors.delete(key);
    this.anchors.set(key, anchor);
    if (this.anchors.size > this.capacity) {
      const oldest = this.anchors.keys().next().value;
      if (oldest !== undefined) this.anchors.delete(oldest);
    }
  }

  forget(owner: number, pageSize: number, page: number): void {
    this.anchors.delete(PageAnchors.key(owner, pageSize, page));
  }

  get size(): number {
    return this.anchors.size;
  }
}
