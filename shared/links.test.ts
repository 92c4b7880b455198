import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { httpUrlField, isHttpUrl, isSocialHandle, optionalHttpUrlField, optionalSocialField } from './links';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('D18 links', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'https://sub.example.co.uk/path'])(
    'accepts the http(s) URL %s',
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    'example.com',
    'https://exa mple.com',
    '',
  ])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  it('accepts bare handles for social networks only as handles', () => {
    expect(isSocialHandle('@dj.nova_1')).toBe(true);
    expect(isSocialHandle('djnova')).toBe(true);
    expect(isSocialHandle('javascript:alert(1)')).toBe(false);
    expect(isSocialHandle('@has space')).toBe(false);
    expect(isSocialHandle(`@${'a'.repeat(31)}`)).toBe(false);
  });

  it('a required link gives the spec messages', () => {
    const schema = httpUrlField();
    expect(messages(schema, 'not a url')).toEqual(['Please enter a valid URL']);
    expect(messages(schema, '')).toEqual(['Please enter a valid URL']);
    expect(messages(schema, undefined)).toEqual(['Please enter a valid URL']);
    const long = `https://example.com/${'a'.repeat(481)}`;
    expect(long).toHaveLength(501);
    expect(messages(schema, long)).toEqual(['URL must be less than 500 characters']);
    expect(messages(schema, long.slice(0, 500))).toEqual([]);
  });

  it('an optional link stores blank as null and refuses script links', () => {
    const schema = optionalHttpUrlField();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(' https://me.example ')).toBe('https://me.example');
    expect(messages(schema, 'javascript:alert(1)')).toEqual(['Please enter a valid URL']);
  });

  it('a social field takes a handle or an http(s) link', () => {
    const schema = optionalSocialField('Instagram');
    expect(schema.parse('@maya.on.campus')).toBe('@maya.on.campus');
    expect(schema.parse('https://instagram.com/maya')).toBe('https://instagram.com/maya');
    expect(schema.parse('')).toBeNull();
    expect(messages(schema, 'javascript:alert(1)')).toEqual([
      'Instagram must be a handle like @name or a link starting with http:// or https://',
    ]);
  });
});
