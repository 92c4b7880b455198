import type { Context } from 'hono';

// The JSON text of answers kept in memory (lib/read-cache.ts) is written once: a kept answer is
// the same object on every request, and never changed, so its text is remembered with it.
const texts = new WeakMap<object, string>();

export function keptJson(c: Context, value: object): Response {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
