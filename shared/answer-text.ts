// The stored track answers as people read them: on the application page and in the CSV export
// (issue 41), one wording for both.

// "resumeLink" → "Resume link".
export function answerLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// "Genres: House, Techno; Technical needs: Two CDJs": every answer given, in one line.
export function answersLine(answers: Record<string, unknown>): string {
  return Object.entries(answers)
    .map(([key, value]) => [answerLabel(key), answerText(value)] as const)
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}: ${text}`)
    .join('; ');
}
