import { Link } from '../../../lib/router/router';
import { WIZARD_STEP_COUNT } from '@shared/limits';
import { TRACK_DETAILS } from '@shared/track-catalog';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import type { Dashboard } from '../api/get-dashboard';
import { StatusBadge } from '../../../components/status-badge';

const linkClasses = 'text-sm font-semibold text-violet-300 underline-offset-4 hover:underline';

// The person's track application and its status; a way in when there is none, or when an
// archived one may be replaced (D10).
export function TrackApplicationCard({ state }: { state: Dashboard['trackApplication'] }) {
  const { application, canApply, reapplyFrom } = state;
  return (
    <Card className="grid content-start gap-4 p-5">
      <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted-foreground">Your track</h2>
      {application ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-display text-2xl font-bold">{TRACK_DETAILS[application.track].label}</p>
            <StatusBadge status={application.status} />
          </div>
          <p className="text-sm text-muted-foreground">Submitted {formatDate(application.createdAt)}</p>
          {canApply ? (
            <Link to="/application" className={linkClasses}>
              Apply again
            </Link>
          ) : (
            reapplyFrom && (
              <p className="text-sm text-muted-foreground">You can reapply from {formatDate(reapplyFrom)}</p>
            )
          )}
        </>
      ) : state.draft ? (
        <>
          <p className="text-sm text-muted-foreground">
            Your answers are saved up to step {state.draft.resumeStep} of {WIZARD_STEP_COUNT}.
          </p>
          <Link to={`/application/${state.draft.resumeStep}`} className={linkClasses}>
            Finish your application
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Tell us what you do and we will put you on the right track.</p>
          <Link to="/application" className={linkClasses}>
            Start your application
          </Link>
        </>
      )}
    </Card>
  );
}
