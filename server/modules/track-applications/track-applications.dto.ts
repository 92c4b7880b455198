import type { Track, TrackApplicationStatus } from '@shared/domain-values';
import type { WizardDraft } from '@shared/track-application-draft';

export type TrackApplicationDto = {
  id: string;
  track: Track;
  status: TrackApplicationStatus;
  targetMarkets: string[];
  targetCity: string | null;
  answers: Record<string, unknown>;
  consentedAt: string;
  createdAt: string;
};

// GET /api/track-application: the person's current track application and whether the
// wizard may create a new one (D10: an archived one may be replaced 30 days after archiving).
export type TrackApplicationStateDto = {
  application: TrackApplicationDto | null;
  canApply: boolean;
  // Set for an archived application: the day a new one may be submitted.
  reapplyFrom: string | null;
  // D26: the wizard's saved answers, while a new application may be submitted: the step the
  // person comes back to, and when they last saved.
  draft: { resumeStep: number; updatedAt: string } | null;
};

// GET/PUT /api/track-application/draft: the wizard's saved answers (D26).
export type TrackApplicationDraftDto = {
  values: WizardDraft | null;
  resumeStep: number;
  updatedAt: string | null;
};
