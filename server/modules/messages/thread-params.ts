import type { Context } from 'hono';
import { isUuid } from '@shared/ids';
import { type ThreadKind, threadKindOfSlug } from '@shared/messages';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { MESSAGES_TEXT } from './messages.service';

// /…/threads/:kind/:subjectId — an unknown kind or a malformed id is simply not found.
export function threadParams(c: Context<AppEnv>): { kind: ThreadKind; subjectId: string } {
  const kind = threadKindOfSlug(c.req.param('kind') ?? '');
  const subjectId = c.req.param('subjectId') ?? '';
  if (!kind || !isUuid(subjectId)) throw notFound(MESSAGES_TEXT.notFound);
  return { kind, subjectId: subjectId.toLowerCase() };
}
