import { COUNT_CAP } from './limits';

// How the back office states a number at scale (issue 17): exactly; at least (counted up to
// COUNT_CAP, "10,000+"); or about (past the cap, the database's own estimate, rounded, "about
// 1,000,000"), so no page counts a million rows to show one card.
export type CountDto = { value: number; precision: 'exact' | 'atLeast' | 'about' };

export function countLabel(count: CountDto): string {
  const value = count.value.toLocaleString('en-US');
  if (count.precision === 'atLeast') return `${value}+`;
  if (count.precision === 'about') return `about ${value}`;
  return value;
}

export function atLeastCount(counted: number): CountDto {
  return counted > COUNT_CAP ? { value: COUNT_CAP, precision: 'atLeast' } : { value: counted, precision: 'exact' };
}

// An estimate kept to two significant figures: 998,341 reads "about 1,000,000".
export function aboutCount(estimate: number): CountDto {
  if (estimate <= 0) return { value: 0, precision: 'about' };
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return { value: Math.round(estimate / unit) * unit, precision: 'about' };
}
