import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CAPTION_MAX_LENGTH, MEDIA_KINDS } from '@shared/media';
import { user } from './auth';
import { enumCheck } from './enum-check';
import { opportunities } from './opportunities';
import { people } from './people';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// D33 (issue 44, docs/decisions/190): an image a person or an opportunity has. Its files (the
// original and its re-encoded widths) are named after `content_key`, the SHA-256 of what made
// them, and kept by the media store; a row going (with its person or opportunity too) queues
// its content for the store's sweep (a trigger, issue 44's migration), which deletes the files once
// no row names them.
export const mediaImages = pgTable(
  'media_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'cascade' }),
    contentKey: text('content_key').notNull(),
    // The gallery's order (0 first); 0 for the other kinds.
    position: integer('position').notNull().default(0),
    caption: text('caption'),
    // Of the image as served: upright and cropped.
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // The widths it was re-encoded at, narrowest first.
    widths: integer('widths').array().notNull(),
    // The upload as it came (for the data export, D25).
    originalType: text('original_type').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('media_images_kind_check', t.kind, MEDIA_KINDS),
    check(
      'media_images_owner_check',
      sql`case when ${t.kind} = 'flyer' then ${t.opportunityId} is not null and ${t.personId} is null
        else ${t.personId} is not null and ${t.opportunityId} is null end`,
    ),
    check('media_images_content_key_check', sql`${t.contentKey} ~ '^[0-9a-f]{64}$'`),
    check('media_images_caption_check', sql`char_length(${t.caption}) <= ${sql.raw(String(CAPTION_MAX_LENGTH))}`),
    check('media_images_size_check', sql`${t.width} > 0 and ${t.height} > 0 and cardinality(${t.widths}) > 0`),
    // One profile photo per person, one flyer per opportunity (only flyers name one).
    uniqueIndex('media_images_profile_photo_idx').on(t.personId).where(sql`${t.kind} = 'profile_photo'`),
    uniqueIndex('media_images_opportunity_idx').on(t.opportunityId),
    index('media_images_person_idx').on(t.personId, t.kind, t.position),
    index('media_images_content_key_idx').on(t.contentKey),
  ],
);

// The database media store (the default): each file in chunks, so that serving one streams it
// a chunk at a time. Names: `{content_key}-{width}.{avif|webp|jpg}` and `{content_key}-original`.
export const mediaFiles = pgTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    contentKey: text('content_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_content_key_idx').on(t.contentKey)],
);

export const mediaFileChunks = pgTable(
  'media_file_chunks',
  {
    fileName: text('file_name')
      .notNull()
      .references(() => mediaFiles.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'media_file_chunks_pkey', columns: [t.fileName, t.seq] })],
);

// Contents whose last image row went: the sweep deletes their files from the store, unless an
// image names the content again by then.
export const mediaDeletions = pgTable('media_deletions', {
  contentKey: text('content_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
