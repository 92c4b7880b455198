export type TextPart = { text: string; href?: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence is not part of the address before it.
const TRAILING = /[.,;:!?'")\]]+$/;

// D35: a message is plain text; its http(s) addresses become links by splitting the text into
// parts (each rendered as text by React), never by reading it as HTML.
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
