import { REPLY_ABOVE_THIS_LINE } from '@shared/messages';

// The marked line's words, wherever a mail app quotes it ("> —— Reply above this line ——").
const MARKER_WORDS = /reply above this line/i;
// "On Mon, 1 Jan 2030 at 10:00, Backline <no-reply@…> wrote:" (possibly wrapped over two lines),
// and the few other languages' and apps' usual forms.
const ATTRIBUTION = /^(on\s.+|le\s.+|am\s.+|el\s.+)(wrote|a écrit|schrieb|escribió)\s*:?\s*$/i;
const FORWARD_HEADER = /^-{2,}\s*(original message|forwarded message)\s*-{2,}$/i;
// The standard signature delimiter ("-- "), and the mobile apps' own signatures.
const SIGNATURE = /^(--\s?|sent from my .+|get outlook for .+)$/i;

// D35: the reply's own words: cut at the marked line, then the attribution line that introduces
// the quote, then the quote and the signature.
export function replyTextOf(text: string): string {
  let lines = text.replace(/\r\n?/g, '\n').split('\n');
  const marker = lines.findIndex((line) => MARKER_WORDS.test(line) || line.includes(REPLY_ABOVE_THIS_LINE));
  if (marker >= 0) lines = lines.slice(0, marker);
  const cut = lines.findIndex(
    (line, index) =>
      FORWARD_HEADER.test(line.trim()) ||
      SIGNATURE.test(line.trimEnd()) ||
      ATTRIBUTION.test(line.trim()) ||
      ATTRIBUTION.test(`${line.trim()} ${lines[index + 1]?.trim() ?? ''}`),
  );
  if (cut >= 0) lines = lines.slice(0, cut);
  while (lines.length > 0 && /^\s*(>.*)?$/.test(lines.at(-1) ?? '')) lines.pop();
  return lines.join('\n').trim();
}
