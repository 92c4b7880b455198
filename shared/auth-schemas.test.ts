import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth-schemas';

describe('signUpSchema (spec §5 auth form)', () => {
  it('trims the name and normalises the email', () => {
    expect(signUpSchema.parse({ name: '  Ana  ', email: '  Ana@Example.COM ', password: 'tape-deck' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'tape-deck',
    });
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'tape-deck' }, 'Name is required'],
    [{ name: 'A', email: '', password: 'tape-deck' }, 'Email is required'],
    [{ name: 'A', email: 'nope', password: 'tape-deck' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.co', password: '' }, 'Password is required'],
    [{ name: 'A', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %o with "%s"', (input, message) => {
    const result = signUpSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(signUpSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'k7#qzv' }).success).toBe(true);
  });

  it.each(['123456', 'password', 'qwerty123', 'Iloveyou', 'DRAGON'])(
    'refuses the common password %s, in any case, with a clear message',
    (password) => {
      const result = signUpSchema.safeParse({ name: 'A', email: 'a@b.co', password });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([COMMON_PASSWORD_MESSAGE]);
    },
  );
});

describe('signInSchema', () => {
  it('needs an email and a password, of any length, common or not (old accounts still sign in)', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'password' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});

describe('password reset (issue 7)', () => {
  it('asks for a valid address, normalised', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ana@Example.com ' })).toEqual({ email: 'ana@example.com' });
    expect(forgotPasswordSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('holds the new password to the sign-up rules and needs the token', () => {
    expect(resetPasswordSchema.safeParse({ token: 'abc', newPassword: 'k7#qzv' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 'abc', newPassword: '12345' }).error?.issues[0]?.message).toBe(
      'Password must be at least 6 characters',
    );
    expect(resetPasswordSchema.safeParse({ token: 'abc', newPassword: 'letmein' }).error?.issues[0]?.message).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(resetPasswordSchema.safeParse({ token: ' ', newPassword: 'k7#qzv' }).error?.issues[0]?.message).toBe(
      'This reset link is incomplete. Ask for a new one.',
    );
  });
});
