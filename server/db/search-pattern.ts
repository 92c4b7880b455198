// A case-insensitive "contains" pattern for ILIKE: the searched text is matched literally
// (%, _ and \ in it are not wildcards).
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
