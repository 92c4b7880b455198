import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { NULL_CHARACTER_MESSAGE, parseWith } from './request-body';

// Issue 8: PostgreSQL text cannot hold U+0000, so a request carrying one is refused up front.
const schema = z.object({ note: z.string(), tags: z.array(z.string()).optional() }).passthrough();

function refusal(value: unknown): AppError | undefined {
  try {
    parseWith(schema, value);
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error : undefined;
  }
}

describe('parseWith', () => {
  it.each([
    [{ note: 'before\u0000after' }, 'note'],
    [{ note: 'fine', tags: ['ok', '\u0000'] }, 'tags.1'],
    [{ note: 'fine', 'key\u0000': 'x' }, 'key\u0000'],
  ])('refuses a null character in %o with a 400 naming where it is', (value, path) => {
    const error = refusal(value);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('VALIDATION_ERROR');
    expect(error?.message).toBe(NULL_CHARACTER_MESSAGE);
    expect(error?.issues).toEqual([{ path, message: NULL_CHARACTER_MESSAGE }]);
  });

  it('walks a deeply nested value without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`);
    expect(refusal({ note: 'fine', deep })?.message).toBe(NULL_CHARACTER_MESSAGE);
  });

  it('lets text without a null character through (an escaped one is just text)', () => {
    expect(parseWith(schema, { note: 'back\\u0000slash ü 🎛️' })).toEqual({ note: 'back\\u0000slash ü 🎛️' });
  });
});
