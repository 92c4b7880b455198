import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the most common passwords, without case', () => {
    for (const password of ['123456', 'password', '12345678', 'qwerty', 'iloveyou', 'PassWord1', 'trustno1']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets uncommon ones through', () => {
    for (const password of ['tape-deck-42', 'k7#qzv', 'correct horse battery staple', '']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
