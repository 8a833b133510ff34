/**
 * Counts route handlers still running. A handler can outlive its connection (the client gave up), and
 * shutdown closes connections first; waiting here before the database closes lets such a handler
 * finish its work instead of failing halfway with a closed pool.
 */
export class InFlightHandlers {
  #running = 0;
  #lastLeft = 0;
  #waiters: Array<() => void> = [];

  get running(): number {
    return this.#running;
  }

  enter(): void {
    this.#running += 1;
  }

  /** True when no handler is running and none finished in the last `ms` (background work may go). */
  quietFor(ms: number, now = Date.now()): boolean {
    return this.#running === 0 && now - this.#lastLeft >= ms;
  }

  leave(): void {
    this.#running -= 1;
    this.#lastLeft = Date.now();
    if (this.#running === 0) for (const wake of this.#waiters.splice(0)) wake();
  }

  /** Resolves once no handler is running, or after `timeoutMs` at the latest. */
  drained(timeoutMs: number): Promise<void> {
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
