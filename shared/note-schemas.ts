import { z } from './zod';

// spec §5 notes: at most 2000 characters; empty or blank (after trimming) cannot be added or saved.
export const NOTE_MAX_LENGTH = 2000;
export const NOTE_EMPTY_MESSAGE = 'Note cannot be empty';

export const noteSchema = z
  .object({
    content: z
      .string(NOTE_EMPTY_MESSAGE)
      .trim()
      .min(1, NOTE_EMPTY_MESSAGE)
      .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
  })
  .strict();
export type NoteInput = z.input<typeof noteSchema>;
export type Note = z.output<typeof noteSchema>;

// spec §7 activity log: an added note is logged with a 50-character preview.
export const NOTE_PREVIEW_LENGTH = 50;
export function notePreview(content: string): string {
  return Array.from(content).slice(0, NOTE_PREVIEW_LENGTH).join('');
}
