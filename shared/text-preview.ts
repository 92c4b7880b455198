import { DESCRIPTION_PREVIEW_LENGTH } from './limits';

// spec §2 list cards: the description cut to 200 characters, with an ellipsis when cut.
// Characters are code points (an emoji is one), counted only as far as the cut.
export function previewText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  // Cheap test first: a string no longer than `length` code units has no more characters.
  if (text.length <= length) return text;
  let characters = 0;
  let end = 0;
  for (const character of text) {
    if (characters === length) return `${text.slice(0, end).trimEnd()}…`;
    characters += 1;
    end += character.length;
  }
  return text;
}
