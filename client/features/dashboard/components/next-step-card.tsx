import { ArrowRight, CalendarHeart, ClipboardList } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { WIZARD_STEP_COUNT } from '@shared/limits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Dashboard } from '../api/get-dashboard';

type NextStep = { title: string; text: string; action: string; to: string; icon: typeof CalendarHeart };

// Issue 16: the dashboard's one primary action is the person's next step: their track
// application while there is none to follow (start it, or finish the saved draft, D26), then
// the opportunities.
export function nextStep(state: Dashboard['trackApplication']): NextStep {
  if (state.canApply && state.draft) {
    return {
      title: 'Pick up where you left off',
      text: `Your answers are saved. Pick up at step ${state.draft.resumeStep} of ${WIZARD_STEP_COUNT}: it takes a few minutes.`,
      action: 'Finish your application',
      to: `/application/${state.draft.resumeStep}`,
      icon: ClipboardList,
    };
  }
  if (state.canApply) {
    const again = Boolean(state.application);
    return {
      title: again ? 'Ready for a new start?' : 'Get on the right track',
      text: again
        ? 'Tell us where you are at now and we will put you on the right track.'
        : 'Tell us what you do and we will put you on the right track. It takes about five minutes.',
      action: again ? 'Apply again' : 'Start your application',
      to: '/application',
      icon: ClipboardList,
    };
  }
  return {
    title: 'Find your next night',
    text: 'Open gigs, shows and crew calls are waiting. Apply to as many as fit you.',
    action: 'Browse opportunities',
    to: '/opportunities',
    icon: CalendarHeart,
  };
}

export function NextStepCard({ state }: { state: Dashboard['trackApplication'] }) {
  const step = nextStep(state);
  const Icon = step.icon;
  return (
    <Card className="flex flex-col gap-4 border-violet-400/40 bg-violet-500/10 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-500/20 text-violet-200">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">{step.title}</h2>
          <p className="text-sm text-muted-foreground">{step.text}</p>
        </div>
      </div>
      <Button asChild variant="gradient" size="lg" className="w-full shrink-0 sm:w-auto">
        <Link to={step.to}>
          {step.action}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
