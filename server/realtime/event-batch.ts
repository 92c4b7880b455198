// Issue 42 (docs/decisions/183): a live stream's events are written together, at most once every
// BATCH_MS. A busy door announces hundreds of changes a second to every open page, and each
// write through the response's stream costs about what a write of many events does. The first
// event after a quiet moment goes at once (with whatever else arrived in the same turn: one
// database notice often carries several); the same event twice in one batch goes once (a page
// reloads what it names, and once is enough).
export const BATCH_MS = 100;

export type EventBatch = {
  add(event: string, data: string): void;
  // Nothing more is written (the stream ended).
  stop(): void;
};

export function eventBatch(write: (text: string) => void, batchMs = BATCH_MS): EventBatch {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let stopped = false;

  const flush = () => {
    timer = undefined;
    if (stopped || pending.size === 0) return;
    const text = [...pending].join('');
    pending = new Set();
    lastWrite = Date.now();
    write(text);
  };

  return {
    add(event, data) {
      if (stopped) return;
      // Server-sent events: `data` is one line (JSON).
      pending.add(`event: ${event}\ndata: ${data}\n\n`);
      timer ??= setTimeout(flush, Math.max(0, lastWrite + batchMs - Date.now()));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      pending.clear();
    },
  };
}
