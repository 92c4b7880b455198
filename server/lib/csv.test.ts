import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, csvStream } from './csv';

describe('CSV cells (issue 19)', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    // Issue 41: a phone number is kept as it is; a + that is not one is neutralised.
    ['+1 214 555 0142', '+1 214 555 0142'],
    ['+44 (20) 7946-0958', '+44 (20) 7946-0958'],
    ['+1.214.555.0142', '+1.214.555.0142'],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['+ 1', "'+ 1"],
    ['+1+1', "'+1+1"],
    ['+1 214 555 0142 ext =cmd', "'+1 214 555 0142 ext =cmd"],
    ['214 555 0142', '214 555 0142'],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['a "quote", and comma', '"a ""quote"", and comma"'],
    ['two\nlines', '"two\nlines"'],
    ['=1,2', `"'=1,2"`],
  ])('writes %j as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are (a negative number is data, not a formula), dates as ISO, nothing as empty', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('streams the BOM and header, then each batch', async () => {
    async function* batches() {
      yield [['=x', 1]];
      yield [['y', 2]];
    }
    const bytes = new Uint8Array(
      await new Response(csvStream({ header: ['name', 'n'], batches: batches() })).arrayBuffer(),
    );
    // Decoded without dropping the BOM (a plain decode would, as spreadsheets do).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(`${CSV_BOM}name,n\r\n'=x,1\r\ny,2\r\n`);
  });
});
