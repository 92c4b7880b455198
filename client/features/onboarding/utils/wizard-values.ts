import { TRACKS, type Track } from '@shared/domain-values';
import { parseInteger } from '@shared/field-rules';

// What the wizard's form holds while the person moves between steps. Each track keeps its
// own answers, so going back and choosing another track loses nothing.
export type WizardValues = {
  age: string;
  city: string;
  state: string;
  travelRadius: string;
  track: Track | '';
  answers: Record<Track, Record<string, string>>;
  targetMarkets: string[];
  targetCity: string;
  consent: boolean;
};

export const emptyWizardValues = (): WizardValues => ({
  age: '',
  city: '',
  state: '',
  travelRadius: '',
  track: '',
  answers: Object.fromEntries(TRACKS.map((track) => [track, {}])) as WizardValues['answers'],
  targetMarkets: [],
  targetCity: '',
  consent: false,
});

// spec §5: age is parsed as an integer.
export const wizardAge = (values: Pick<WizardValues, 'age'>) => parseInteger(values.age);

// What the wizard sends, before the shared schema checks it: the chosen track's answers only.
export function toSubmission(values: WizardValues): Record<string, unknown> {
  return {
    age: wizardAge(values),
    city: values.city,
    state: values.state,
    travelRadius: values.travelRadius,
    track: values.track,
    answers: values.track ? values.answers[values.track] : {},
    targetMarkets: values.targetMarkets,
    targetCity: values.targetCity,
    consent: values.consent,
  };
}
