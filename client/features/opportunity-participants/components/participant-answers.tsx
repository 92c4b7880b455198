import type { ParticipantDto } from '@server/modules/opportunities/participants.dto';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { answersLength, CREATIVE_ANSWER_LABELS, FOLDED_ANSWER_LENGTH } from '../lib/participant-moves';

// What the applicant sent (spec §3): a cover letter, or the creative answers. Long ones start
// folded; the whole text stays in the page for screen readers and search.
export function ParticipantAnswers({ participant, name }: { participant: ParticipantDto; name: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { coverLetter, applicationData } = participant;
  if (!coverLetter && !applicationData) {
    return <p className="text-sm text-muted-foreground italic">No cover letter</p>;
  }
  const foldable = answersLength(coverLetter, applicationData) > FOLDED_ANSWER_LENGTH;
  const folded = foldable && !expanded;
  return (
    <div className="grid justify-items-start gap-1">
      <div
        id={id}
        className={cn(
          'w-full text-sm',
          folded && 'max-h-16 overflow-hidden [mask-image:linear-gradient(to_bottom,black_55%,transparent)]',
        )}
      >
        {coverLetter ? (
          <p className="whitespace-pre-line break-words">{coverLetter}</p>
        ) : (
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
            {CREATIVE_ANSWER_LABELS.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
                <dd className="whitespace-pre-line break-words">{applicationData?.[key] || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {foldable && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
          <span className="sr-only"> of {name}'s application</span>
        </Button>
      )}
    </div>
  );
}
