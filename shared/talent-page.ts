import { z } from './zod';

// D34: a person's public page at /talent/{handle}, off by default.

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const PUBLIC_NAME_MAX_LENGTH = 100;
export const PUBLIC_BIO_MAX_LENGTH = 1000;

// Words that name the app's own pages and roles, or could pass for the team's voice.
export const RESERVED_HANDLES = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'apply',
  'auth',
  'backline',
  'dashboard',
  'help',
  'media',
  'me',
  'messages',
  'new',
  'official',
  'opportunities',
  'opportunity',
  'profile',
  'root',
  'settings',
  'staff',
  'support',
  'talent',
  'team',
]);

export const HANDLE_FORMAT_MESSAGE = `Use ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} lowercase letters, digits or hyphens, starting and ending with a letter or digit`;
export const HANDLE_RESERVED_MESSAGE = 'This address is reserved: choose another';
export const HANDLE_TAKEN_MESSAGE = 'This address is taken: choose another';
export const HANDLE_REQUIRED_MESSAGE = 'Choose an address to publish your page';

// Lowercase letters, digits and inner hyphens (the migration's check says the same).
const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$/;

export const handleSchema = z
  .string('Address must be text')
  .trim()
  .toLowerCase()
  .regex(HANDLE_PATTERN, HANDLE_FORMAT_MESSAGE)
  .refine((handle) => !RESERVED_HANDLES.has(handle), HANDLE_RESERVED_MESSAGE);

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => value || null);

// PUT /api/profile/public-page: the whole setting at once.
export const publicPageSettingsSchema = z
  .strictObject({
    handle: handleSchema.nullable(),
    publicName: optionalText('Name on the page', PUBLIC_NAME_MAX_LENGTH),
    bio: optionalText('Bio', PUBLIC_BIO_MAX_LENGTH),
    published: z.boolean('Published must be true or false'),
    // "Show my page in search engines": noindex unless ticked.
    indexable: z.boolean('Show in search engines must be true or false'),
  })
  .refine((settings) => !settings.published || settings.handle !== null, {
    message: HANDLE_REQUIRED_MESSAGE,
    path: ['handle'],
  });

export type PublicPageSettings = z.output<typeof publicPageSettingsSchema>;
