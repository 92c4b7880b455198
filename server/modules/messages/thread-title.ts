import type { ThreadKind } from '@shared/messages';
import { TRACK_DETAILS } from '@shared/track-catalog';
import type { Track } from '@shared/domain-values';

// What a thread is called in inboxes and emails: its opportunity, or its track.
export function threadTitle(kind: ThreadKind, about: { opportunityTitle: string | null; track: string | null }) {
  const opportunity = about.opportunityTitle ?? 'A deleted opportunity';
  switch (kind) {
    case 'opportunity_application':
      return opportunity;
    case 'invitation':
      return `Invitation: ${opportunity}`;
    case 'track_application':
      return `${TRACK_DETAILS[about.track as Track]?.label ?? 'Track'} track application`;
  }
}
