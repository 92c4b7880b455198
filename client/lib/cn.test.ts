import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !entry.includes('.test.') ? [path] : [];
  });
}

// Every word in a string literal of the client's sources that could be a class.
function classesUsed(): string[] {
  const found = new Set<string>();
  // cn.ts itself is left out: its group names are not classes.
  for (const file of sourceFiles('client').filter((path) => !path.endsWith('cn.ts'))) {
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])([^'"`\n]*?)\1/g)) {
      for (const word of (text ?? '').split(/\s+/)) {
        if (/^[!-]?[a-z0-9@[\]&_:/.()=%>#*,-]+!?$/i.test(word)) found.add(word);
      }
    }
  }
  return [...found];
}

describe('cn', () => {
  it('lets the later of two classes that set the same thing win', () => {
    expect(cn('h-9 px-4 text-sm', 'h-12 px-6 text-base')).toBe('h-12 px-6 text-base');
    expect(cn('px-2 pt-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'pt-1')).toBe('p-4 pt-1');
    expect(cn('text-sm text-muted-foreground', 'text-red-500')).toBe('text-sm text-red-500');
    expect(cn('sm:h-9 hover:bg-muted', 'h-12 hover:bg-primary')).toBe('sm:h-9 h-12 hover:bg-primary');
    expect(cn('shadow-sm shadow-primary/30', 'shadow-lg')).toBe('shadow-primary/30 shadow-lg');
    expect(cn('font-semibold', 'font-display', false && 'hidden', undefined)).toBe('font-semibold font-display');
  });

  // tailwind-merge knows a word as a class when it drops a repeat of it. Every pair of the
  // classes it knows is compared; every other word is set before and after all of them at once
  // (comparing every pair of every word took minutes on a busy machine).
  it('merges every pair of classes the client uses as tailwind-merge does', { timeout: 60_000 }, () => {
    const words = classesUsed();
    const known = words.filter((word) => twMerge(`${word} ${word}`) === word);
    expect(known.length).toBeGreaterThan(300);
    const different: string[] = [];
    const compare = (first: string, second: string) => {
      const expected = twMerge(`${first} ${second}`);
      if (cn(first, second) !== expected)
        different.push(`"${first} ${second}" → "${expected}", not "${cn(first, second)}"`);
    };
    for (const first of known) for (const second of known) compare(first, second);
    const all = known.join(' ');
    const knownSet = new Set(known);
    for (const word of words.filter((word) => !knownSet.has(word))) {
      compare(word, all);
      compare(all, word);
    }
    expect(different.slice(0, 80)).toEqual([]);
  });
});
