import { z } from './zod';
import { TAG_LABEL_MAX_LENGTH } from './limits';

// spec §5 tags: a new tag's name must be non-empty after trimming.
export const createTagSchema = z.object({
  label: z
    .string('Tag name is required')
    .trim()
    .min(1, 'Tag name is required')
    .max(TAG_LABEL_MAX_LENGTH, `Tag name must be at most ${TAG_LABEL_MAX_LENGTH} characters`),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Tag colour must look like #a855f7')
    .optional(),
});
export type CreateTagInput = z.input<typeof createTagSchema>;
