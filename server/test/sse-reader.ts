export type SseEvent = { event: string; data: string };

// Reads a stream of server-sent events as a browser's EventSource would, for assertions.
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  // Received and not yet taken by `next` or `collect`.
  private readonly events: SseEvent[] = [];
  private wake: (() => void) | undefined;
  ended = false;

  constructor(response: Response) {
    if (!response.body) throw new Error('The response has no body');
    this.reader = response.body.getReader();
    void this.pump();
  }

  private async pump() {
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        this.buffer += this.decoder.decode(value, { stream: true });
        let boundary = this.buffer.indexOf('\n\n');
        while (boundary >= 0) {
          this.parse(this.buffer.slice(0, boundary));
          this.buffer = this.buffer.slice(boundary + 2);
          boundary = this.buffer.indexOf('\n\n');
        }
        this.notify();
      }
    } catch {
      // Cancelled.
    }
    this.ended = true;
    this.notify();
  }

  private parse(block: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.events.push({ event, data: data.join('\n') });
  }

  private notify() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private waitForMore(until: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, until - Date.now()));
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  // The first event not taken yet that matches (the others stay for later calls).
  async next(matches: (event: SseEvent) => boolean = () => true, timeoutMs = 3_000): Promise<SseEvent> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex(matches);
      if (index >= 0) return this.events.splice(index, 1)[0] as SseEvent;
      if (this.ended) throw new Error('The stream ended before the expected event');
      if (Date.now() >= until) throw new Error(`No matching event within ${timeoutMs} ms`);
      await this.waitForMore(until);
    }
  }

  // Every event not taken yet, after waiting `ms` for more: for asserting what did not arrive.
  async collect(ms: number): Promise<SseEvent[]> {
    const until = Date.now() + ms;
    while (Date.now() < until && !this.ended) await this.waitForMore(until);
    return this.events.splice(0);
  }

  async endsWithin(ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    while (!this.ended && Date.now() < until) await this.waitForMore(until);
    return this.ended;
  }

  async cancel() {
    await this.reader.cancel().catch(() => {});
  }
}

export const changeOf = (event: SseEvent) => (event.event === 'change' ? JSON.parse(event.data) : undefined);
