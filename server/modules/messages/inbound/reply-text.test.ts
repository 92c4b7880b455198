import { describe, expect, it } from 'vitest';
import { REPLY_ABOVE_THIS_LINE } from '@shared/messages';
import { replyTextOf } from './reply-text';

describe('the text of a reply by email', () => {
  it('is cut at the marked line, with the attribution above the quote', () => {
    const text = `Yes!\r\nSee you at 10.\r\n\r\nOn Fri, 1 Mar 2031 at 20:00, Backline\r\n<no-reply@backline.test> wrote:\r\n> ${REPLY_ABOVE_THIS_LINE}\r\n> Are you free?`;
    expect(replyTextOf(text)).toBe('Yes!\nSee you at 10.');
  });

  it('drops the signature and a trailing quote where the marked line is gone', () => {
    expect(replyTextOf('Sure thing\n\n-- \nPat\n555 0100')).toBe('Sure thing');
    expect(replyTextOf('Sure thing\n\nSent from my iPhone')).toBe('Sure thing');
    expect(replyTextOf('Sure thing\n> quoted\n>\n')).toBe('Sure thing');
    expect(replyTextOf('Le ven. 1 mars 2031, Backline a écrit :\n> hi')).toBe('');
  });

  it('keeps a reply that quotes inline above the marked line whole', () => {
    expect(replyTextOf(`> Are you free?\nYes\n\n${REPLY_ABOVE_THIS_LINE}\nold`)).toBe('> Are you free?\nYes');
  });
});
