import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('links in a message', () => {
  it('splits http(s) addresses out of the text, leaving sentence punctuation outside', () => {
    expect(linkParts('Flyer: https://example.com/a?b=1. See you!')).toEqual([
      { text: 'Flyer: ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. See you!' },
    ]);
  });

  it('leaves markup and other schemes as text', () => {
    const hostile = '<a href="javascript:alert(1)">x</a> javascript:alert(1) <script>alert(2)</script>';
    expect(linkParts(hostile)).toEqual([{ text: hostile }]);
    expect(linkParts('(http://a.test)')).toEqual([
      { text: '(' },
      { text: 'http://a.test', href: 'http://a.test' },
      { text: ')' },
    ]);
  });
});
