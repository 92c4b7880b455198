import { HttpSession } from './http-session';

// A stream of writes through the API, recording every write the server confirmed (a 2xx
// answer), for the crash test. Each simulated person signs up, submits the onboarding wizard,
// applies to an opportunity; an admin adds a note to their track application and moves it to
// under_review. The stream runs until the server stops answering.

export const CRASH_PASSWORD = 'crash-test-tape-deck';

const TRACK_APPLICATION = {
  age: 29,
  city: 'Austin',
  state: 'TX',
  travelRadius: 'statewide',
  track: 'ops',
  answers: { eventExperience: 'Five seasons of festival load-ins.', hasTransportation: 'yes' },
  targetMarkets: ['Austin', 'Houston'],
  targetCity: 'Austin',
  consent: true,
};

export type TrackApplicationRecord = {
  email: string;
  // The last status the server confirmed; `statusAsked` when a change was sent (it may or
  // may not have been applied if no answer came back).
  status: 'submitted' | 'under_review';
  statusAsked: boolean;
};

export type Ledger = {
  accounts: Set<string>;
  trackApplications: Map<string, TrackApplicationRecord>;
  opportunityApplications: Map<string, { email: string; opportunityId: string }>;
  notes: Map<string, { applicationId: string; content: string }>;
};

export function emptyLedger(): Ledger {
  return { accounts: new Set(), trackApplications: new Map(), opportunityApplications: new Map(), notes: new Map() };
}

// The server answered, but not with what this write should get: a defect, not a crash.
export class UnexpectedAnswer extends Error {}

function confirmed(answer: { status: number; body: unknown }, expected: number, what: string): { id: string } {
  if (answer.status !== expected) {
    throw new UnexpectedAnswer(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as { id: string };
}

async function onePerson(baseUrl: string, admin: HttpSession, opportunityId: string, ledger: Ledger, tag: string) {
  const email = `crash.${tag}@example.com`;
  const person = new HttpSession(baseUrl);
  confirmed(
    await person.post('/api/auth/sign-up/email', { name: `Crash ${tag}`, email, password: CRASH_PASSWORD }),
    200,
    'sign-up',
  );
  ledger.accounts.add(email);

  const track = confirmed(await person.post('/api/track-application', TRACK_APPLICATION), 201, 'track application');
  const record: TrackApplicationRecord = { email, status: 'submitted', statusAsked: false };
  ledger.trackApplications.set(track.id, record);

  const applied = confirmed(
    await person.post(`/api/opportunities/${opportunityId}/applications`, { coverLetter: `Cover letter of ${tag}` }),
    201,
    'opportunity application',
  );
  ledger.opportunityApplications.set(applied.id, { email, opportunityId });

  const content = `Note on ${tag}`;
  const note = confirmed(await admin.post(`/api/admin/applications/${track.id}/notes`, { content }), 201, 'note');
  ledger.notes.set(note.id, { applicationId: track.id, content });

  record.statusAsked = true;
  confirmed(await admin.put(`/api/admin/applications/${track.id}/status`, { status: 'under_review' }), 200, 'status');
  record.status = 'under_review';
}

// Runs `workers` people at a time until the server stops answering (a network error), then
// resolves. An unexpected answer rejects at once.
export async function writeUntilTheServerStops(input: {
  baseUrl: string;
  admin: HttpSession;
  opportunityId: string;
  ledger: Ledger;
  round: number;
  workers: number;
}): Promise<void> {
  const run = Math.random().toString(36).slice(2, 8);
  await Promise.all(
    Array.from({ length: input.workers }, async (_, worker) => {
      for (let n = 0; ; n++) {
        try {
          await onePerson(
            input.baseUrl,
            input.admin,
            input.opportunityId,
            input.ledger,
            `${input.round}.${worker}.${n}.${run}`,
          );
        } catch (error) {
          if (error instanceof UnexpectedAnswer) throw error;
          return; // The server is gone: what it confirmed so far is in the ledger.
        }
      }
    }),
  );
}
