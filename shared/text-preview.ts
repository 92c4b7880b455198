import { DESCRIPTION_PREVIEW_LENGTH } from './limits';

// spec §2 list cards: the description cut to 200 characters, with an ellipsis when cut.
export function previewText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  // Cheap test first: a string no longer than `length` code units has no more characters.
  if (text.length <= length) return text;
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
