import type { WebSocket } from 'ws';
import type { LiveClientMessage, LiveServerMessage, LiveState } from '@quizwise/contract';

type Message = LiveServerMessage;

/**
 * A test (and benchmark) side of one live socket: every message kept in order, with waits for the
 * next one that matches.
 */
export class LiveTestClient {
  readonly received: Message[] = [];
  private waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private cursor = 0;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      this.received.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  send(message: LiveClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  /** The first message after the last one waited for that matches (already received, or still to come). */
  next<T = Message>(match: (m: Message) => boolean, timeoutMs = 5_000): Promise<T> {
    for (let i = this.cursor; i < this.received.length; i += 1) {
      const m = this.received[i];
      if (m && match(m)) {
        this.cursor = i + 1;
        return Promise.resolve(m as unknown as T);
      }
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no matching message in ${timeoutMs} ms; got ${JSON.stringify(this.received.slice(-3))}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          this.cursor = this.received.length;
          resolve(m as unknown as T);
        },
      });
    });
  }

  state(match: (s: LiveState) => boolean = () => true, timeoutMs?: number): Promise<LiveState> {
    return this.next<LiveState>((m) => m.type === 'state' && match(m), timeoutMs);
  }

  error(timeoutMs?: number): Promise<Extract<Message, { type: 'error' }>> {
    return this.next((m) => m.type === 'error', timeoutMs);
  }

  close(): void {
    this.ws.close();
  }
}
