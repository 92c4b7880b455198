import { describe, expect, it } from 'vitest';
import { previewText } from './text-preview';

describe('previewText (spec §2: description cut to 200 characters)', () => {
  it('keeps short text whole and cuts long text with an ellipsis', () => {
    expect(previewText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(previewText('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    expect(previewText(`${'a'.repeat(199)} tail`)).toBe(`${'a'.repeat(199)}…`);
  });

  it('counts an emoji as one character', () => {
    expect(previewText('🎧'.repeat(200))).toBe('🎧'.repeat(200));
    expect(previewText('🎧'.repeat(201))).toBe(`${'🎧'.repeat(200)}…`);
  });
});
