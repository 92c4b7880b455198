import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact-schemas';

// Issue 40 (decision 147): the contact form and the server read the name and the subject with
// this one schema.
describe('contactMessageSchema: a name and a subject of one line', () => {
  it('keeps names and subjects of one line, accents and apostrophes included, trimmed', () => {
    expect(
      contactMessageSchema.parse({ name: "  Zoë O'Brien-Núñez\n", subject: ' Booking: Friday ', message: 'Hi' }),
    ).toMatchObject({ name: "Zoë O'Brien-Núñez", subject: 'Booking: Friday' });
  });

  it.each([
    ['a line feed', 'Vic\nFrom Ada Admin'],
    ['a carriage return', 'Vic\rFrom Ada Admin'],
    ['a tab', 'Vic\tVisitor'],
    ['a null character', 'Vic\u0000'],
    ['a delete character', 'Vic\u007f'],
    ['a next-line control (C1)', 'Vic\u0085From Ada Admin'],
    ['a line separator', 'Vic\u2028From Ada Admin'],
    ['a paragraph separator', 'Vic\u2029From Ada Admin'],
  ])('refuses %s, saying so under the field', (_, text) => {
    const result = contactMessageSchema.safeParse({ name: text, subject: text, message: 'Hi' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'Subject must be a single line, without line breaks or control characters'],
      ['name', 'Name must be a single line, without line breaks or control characters'],
    ]);
  });

  it('keeps line breaks in the message itself', () => {
    expect(contactMessageSchema.parse({ message: 'Hello,\n\nSee you Friday.' }).message).toBe(
      'Hello,\n\nSee you Friday.',
    );
  });
});
