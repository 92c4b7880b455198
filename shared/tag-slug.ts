// docs/decisions/097: a tag in a list's address is its slug (?tags=dj,paid), made by the
// database from the label when the tag is created; links made before slugs name tags by id,
// and still work.
export const TAG_SLUG_MAX_LENGTH = 64;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The ids the API's schemas take (zod's uuid()).
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

export function isTagId(value: string): boolean {
  return UUID.test(value);
}

// A slug or an id, as written in an address (lower case).
export function isTagReference(value: string): boolean {
  return isTagId(value) || (value.length <= TAG_SLUG_MAX_LENGTH && SLUG.test(value));
}
