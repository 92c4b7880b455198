import { describe, expect, it } from 'vitest';
import { previewText } from './text-preview';

describe('previewText (spec §2: description cut to 200 characters)', () => {
  it('keeps short text whole and cuts long text with an ellipsis', () => {
    expect(previewText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(previewText('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    expect(previewText(`${'a'.repeat(199)} tail`)).toBe(`${'a'.repeat(199)}…`);
  });

  it('cuts between words, unless one word fills the whole length (issue 41)', () => {
    const text = `${'word '.repeat(39)}longword tail`;
    expect(previewText(text)).toBe(`${'word '.repeat(39).trimEnd()}…`);
    // The cut falls just before a space: the last word is whole.
    expect(previewText(`${'abcd '.repeat(39)}abcde more`)).toBe(`${'abcd '.repeat(39)}abcde…`);
    expect(previewText(`${'x'.repeat(250)} end`)).toBe(`${'x'.repeat(200)}…`);
    expect(previewText(`${'abcd '.repeat(38)}list. Moremore`)).toBe(`${'abcd '.repeat(38)}list…`);
  });

  it('counts an emoji as one character', () => {
    expect(previewText('🎧'.repeat(200))).toBe('🎧'.repeat(200));
    expect(previewText('🎧'.repeat(201))).toBe(`${'🎧'.repeat(200)}…`);
  });
});
