import fc from 'fast-check';

// Generated bad input for the hostile-input suite (issue 8): wrong types, missing and extra
// fields, huge strings, unicode, nulls, SQL and HTML fragments, `javascript:` links (D18),
// numbers out of range, prototype-pollution keys and malformed ids.

const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; drop table people; --",
  '"); select pg_sleep(10); --',
  '1; update user_roles set role = $$admin$$',
  '\u0000',
  'before\u0000after',
  '\\u0000',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '\ud800',
  '\udfff\ud800',
  '🎛️👩🏽‍🎤🇺🇸',
  'Zoë Ñandú Łódź 東京 مرحبا',
  '\u202eevil\u202c',
  '\u200b',
  '%00',
  '%27%20OR%201=1',
  '../../../etc/passwd',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  '',
  ' ',
  '\n\t\r',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '99999999999999999999999',
  'true',
  '2024-02-30',
  '0000-00-00',
  'a@b',
  '@@@',
  'x'.repeat(129),
];

export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'status',
  'rank',
  'xpTotal',
  'xp_total',
  'missionsCompleted',
  'role',
  'roles',
  'id',
  'personId',
  'person_id',
  'userId',
  'user_id',
  'emailVerified',
  'slotsFilled',
  'image',
  '$where',
  '',
];

// Dates written YYYY-MM-DD that a calendar may not hold: year 0000 (which PostgreSQL refused
// with a 500: issue 18), 29 February of any year, month 00 or 13, day 00 or 32, and ordinary days.
export const hostileDate: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1999, max: 2100 })),
    fc.oneof(fc.constant(2), fc.integer({ min: 0, max: 13 })),
    fc.oneof(fc.constant(29), fc.integer({ min: 0, max: 32 })),
  )
  .map(
    ([year, month, day]) =>
      `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

// A string no schema would expect: short nasty ones, arbitrary code points (lone surrogates
// included), dates no calendar holds, and huge ones on both sides of the body limit.
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: hostileDate },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 201, max: 70_000 }).map((length) => 'é'.repeat(length)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_VALUE),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileString), { maxLength: 3 })
      .map((entries) => Object.fromEntries(entries)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const extraFields = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 });

// Object.fromEntries makes `__proto__` an own key (an assignment would set the prototype),
// so JSON.stringify sends it as an attacker would.
const jsonOf = (entries: [string, unknown][]) => JSON.stringify(Object.fromEntries(entries));

// Request bodies, as the exact text sent, built around a valid body of the endpoint.
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const fieldKey = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey;
  // Some fields replaced by bad values or left out, extra fields added.
  const corrupted = fc
    .tuple(fc.array(fc.tuple(fieldKey, fc.option(hostileValue)), { minLength: 1, maxLength: 3 }), extraFields)
    .map(([changes, extra]) => {
      const entries = new Map<string, unknown>(Object.entries(valid));
      for (const [key, value] of changes) {
        if (value === null) entries.delete(key);
        else entries.set(key, value);
      }
      return jsonOf([...entries, ...extra]);
    });
  // The valid body with nasty text in its text fields: often still valid, and must then be
  // stored as text (or refused), never break the server.
  const textKeys = keys.filter((key) => typeof valid[key] === 'string');
  const nastyText =
    textKeys.length === 0
      ? corrupted
      : fc
          .tuple(fc.constantFrom(...textKeys), fc.oneof(fc.constantFrom(...NASTY_STRINGS), hostileDate))
          .map(([key, value]) => jsonOf([...Object.entries(valid), [key, value]]));
  const randomObject = extraFields.map((entries) => jsonOf(entries));
  const notAnObject = fc
    .oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.array(hostileValue, { maxLength: 4 }))
    .map((value) => JSON.stringify(value));
  const deeplyNested = fc
    .integer({ min: 1_000, max: 40_000 })
    .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
  return fc.oneof(
    { weight: 5, arbitrary: corrupted },
    { weight: 3, arbitrary: nastyText },
    { weight: 2, arbitrary: randomObject },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: deeplyNested },
  );
}

// Path parameters that are no id of anything: unknown UUIDs, numbers, SQL, unicode, nothing.
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.uuid() },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "1' or '1'='1",
      '1;drop table people',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '0',
      '-1',
      '99999999999999999999',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '%00',
      '🎛️',
      'é',
      ' ',
      '..',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 400 }) },
);

// As a browser would put it in a path (lone surrogates cannot be encoded: they become U+FFFD).
export function pathSegment(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

// Path segments whose percent-encoding is broken, sent as they are (issue 18: `/opportunity/%`
// and `/opportunity/%E0%A4%A` answered 500): a lone `%`, a truncated or invalid UTF-8
// sequence, non-hex digits, overlong and surrogate encodings, around ordinary text.
const BROKEN_ENCODINGS = ['%', '%%', '%E0%A4%A', '%E0%A4', '%zz', '%C0%AF', '%FF', '%ED%A0%80', '%u0041', '%G1', '%2'];
export const malformedPathSegment: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9-]{0,6}$/),
    fc.constantFrom(...BROKEN_ENCODINGS),
    fc.stringMatching(/^[A-Za-z0-9-]{0,6}$/),
  )
  .map(([before, broken, after]) => `${before}${broken}${after}`);
