import { describe, expect, it } from 'vitest';
import { selectWithClick } from './row-selection';

const rows = ['a', 'b', 'c', 'd', 'e'];

describe('selectWithClick (issue 19)', () => {
  it('toggles one row on a plain click', () => {
    expect([...selectWithClick(new Set(), rows, 'c', { shift: false, anchor: 'a' })]).toEqual(['c']);
    expect([...selectWithClick(new Set(['c']), rows, 'c', { shift: false, anchor: 'c' })]).toEqual([]);
  });

  it('selects the range from the last clicked row on a Shift-click, either way up', () => {
    expect([...selectWithClick(new Set(['b']), rows, 'd', { shift: true, anchor: 'b' })].sort()).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect([...selectWithClick(new Set(['d']), rows, 'a', { shift: true, anchor: 'd' })].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('clears the range when the Shift-clicked row was selected, and falls back to one row without an anchor', () => {
    expect([...selectWithClick(new Set(rows), rows, 'd', { shift: true, anchor: 'b' })].sort()).toEqual(['a', 'e']);
    expect([...selectWithClick(new Set(), rows, 'd', { shift: true, anchor: null })]).toEqual(['d']);
    expect([...selectWithClick(new Set(), rows, 'd', { shift: true, anchor: 'gone' })]).toEqual(['d']);
  });
});
