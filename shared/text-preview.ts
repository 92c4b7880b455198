import { DESCRIPTION_PREVIEW_LENGTH } from './limits';

// A character outside the Basic Multilingual Plane (an emoji) is two UTF-16 code units.
const SURROGATE = /[\uD800-\uDFFF]/;
const SPACE = /\s/;

// spec §2 list cards: the description cut to 200 characters, with an ellipsis when cut.
// Characters are code points (an emoji is one), counted only as far as the cut. Issue 41: the cut
// falls between words ("… on the list. Fle…" read as a typo), unless one word fills it all.
// Made for every card of every list answer: counted and cut without walking the text twice
// (decision 173).
export function previewText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  // Cheap test first: a string no longer than `length` code units has no more characters.
  if (text.length <= length) return text;
  const end = codeUnitsOf(text, length);
  if (end >= text.length) return text;
  const kept = text.slice(0, end);
  const words = SPACE.test(text.charAt(end)) ? kept : withoutLastWord(kept);
  // "the list.…" reads as a stammer: the ellipsis takes the place of a last stop or comma.
  return `${(words || kept).trimEnd().replace(/[.,;:]+$/, '')}…`;
}

// How many code units the first `characters` characters of `text` take.
function codeUnitsOf(text: string, characters: number): number {
  if (!SURROGATE.test(text.slice(0, characters))) return characters;
  let counted = 0;
  let end = 0;
  for (const character of text) {
    if (counted === characters) break;
    counted += 1;
    end += character.length;
  }
  return end;
}

// The text without its last word and the spaces before it (the word the cut fell in).
function withoutLastWord(text: string): string {
  let end = text.length;
  while (end > 0 && !SPACE.test(text.charAt(end - 1))) end -= 1;
  if (end === 0) return text;
  while (end > 0 && SPACE.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
