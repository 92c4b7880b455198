// Issue 8 load test: USERS people at once sign up, give their profile and apply to the same
// few opportunities (each also sends one duplicate application at the same moment), while
// ADMINS admins move the applicants to accepted concurrently. Afterwards the database must
// agree with every answer the server gave: no 5xx, no duplicate application, no opportunity
// over-filled, every confirmed action present.
import type pg from 'pg';
import { type Answer, BenchClient, type CallFigures, newFigures, percentile } from './http-client';

export type UserLoadOptions = {
  baseUrl: string;
  admin: { email: string; password: string };
  users: number;
  admins: number;
  opportunities: number;
  slotsPerOpportunity: number;
  deadlineMs: number;
};

export type UserLoadResult = {
  requests: number;
  serverErrors: number;
  failures: number;
  p50: number;
  p99: number;
  seconds: number;
  confirmed: { signUps: number; applications: number; accepts: number };
  problems: string[];
};

type Confirmed = {
  signUps: string[];
  applications: { id: string; opportunityId: string; email: string }[];
  accepts: { id: string; opportunityId: string }[];
};

const PASSWORD = 'load-test-password-8';
// Every opportunity the load test makes is titled so (they stay in the bench database after it).
export const LOAD_TEST_TITLE_PREFIX = 'Load night';

function idOf(answer: Answer): string {
  return (answer.body as { id: string }).id;
}

async function signUp(client: BenchClient, name: string, email: string): Promise<Answer> {
  return client.call('POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD });
}

async function createOpportunity(admin: BenchClient, title: string, slotsTotal: number): Promise<string> {
  const answer = await admin.call('POST', '/api/admin/opportunities', {
    title,
    description: 'A load test opportunity: many people apply at once while admins accept them.',
    city: 'Dallas',
    opportunityType: 'event',
    status: 'open',
    slotsTotal,
  });
  if (answer.status !== 201) throw new Error(`Creating an opportunity answered ${answer.status}`);
  return idOf(answer);
}

// One person: sign up, fill step 1 of the wizard (D3), apply to every opportunity, the first
// one twice at the same moment.
async function personJourney(
  options: UserLoadOptions,
  figures: CallFigures,
  stamp: string,
  index: number,
  opportunityIds: string[],
  confirmed: Confirmed,
  problems: string[],
): Promise<void> {
  const client = new BenchClient(options.baseUrl, figures);
  const email = `load.${stamp}.${index}@example.com`;
  const signedUp = await signUp(client, `Load Person ${index}`, email);
  if (signedUp.status !== 200) {
    problems.push(`sign-up ${index} answered ${signedUp.status}`);
    return;
  }
  confirmed.signUps.push(email);
  const profile = await client.call('GET', '/api/profile');
  const { id: _id, ...fields } = profile.body as Record<string, unknown>;
  const saved = await client.call('PUT', '/api/profile', { ...fields, age: 22, city: 'Dallas', state: 'TX' });
  if (saved.status !== 200) {
    problems.push(`profile ${index} answered ${saved.status}`);
    return;
  }
  for (const [position, opportunityId] of opportunityIds.entries()) {
    const path = `/api/opportunities/${opportunityId}/applications`;
    const body = { coverLetter: `Person ${index} would love to work this night.` };
    const attempts = await Promise.all(
      position === 0
        ? [client.call('POST', path, body), client.call('POST', path, body)]
        : [client.call('POST', path, body)],
    );
    const created = attempts.filter((answer) => answer.status === 201);
    for (const answer of created) confirmed.applications.push({ id: idOf(answer), opportunityId, email });
    if (created.length > 1) problems.push(`person ${index} got ${created.length} applications to one opportunity`);
    for (const answer of attempts) {
      // 409: the duplicate, or the opportunity filled up meanwhile.
      if (answer.status !== 201 && answer.status !== 409) problems.push(`apply answered ${answer.status}`);
    }
  }
}

type Participant = { id: string; status: string };

// One admin: keeps moving applicants pending → under_review → accepted (D11) on every
// opportunity until the people are done and nothing is left to move, racing the others.
async function adminJourney(
  admin: BenchClient,
  opportunityIds: string[],
  peopleDone: () => boolean,
  deadline: number,
  confirmed: Confirmed,
  problems: string[],
): Promise<void> {
  const full = new Set<string>();
  while (Date.now() < deadline) {
    const finished = peopleDone();
    let moved = 0;
    for (const opportunityId of opportunityIds) {
      if (full.has(opportunityId)) continue;
      const listed = await admin.call('GET', `/api/admin/opportunities/${opportunityId}/participants?pageSize=50`);
      if (listed.status !== 200) {
        problems.push(`participants answered ${listed.status}`);
        continue;
      }
      const list = listed.body as { items: Participant[]; opportunity: { status: string } };
      if (list.opportunity.status === 'filled') {
        full.add(opportunityId);
        continue;
      }
      const waiting = list.items.filter((item) => ['pending', 'under_review'].includes(item.status));
      for (const participant of waiting.slice(0, 5)) {
        const path = `/api/admin/opportunities/${opportunityId}/participants/${participant.id}/status`;
        if (participant.status === 'pending') {
          const reviewed = await admin.call('PUT', path, { status: 'under_review' });
          if (reviewed.status !== 200 && reviewed.status !== 409) problems.push(`review answered ${reviewed.status}`);
        }
        const accepted = await admin.call('PUT', path, { status: 'accepted' });
        if (accepted.status === 200) {
          confirmed.accepts.push({ id: participant.id, opportunityId });
          moved += 1;
        } else if (accepted.status === 409) {
          // Another admin was first, or the last slot is gone.
          if (/no spots left/i.test(JSON.stringify(accepted.body))) full.add(opportunityId);
        } else {
          problems.push(`accept answered ${accepted.status}`);
        }
      }
    }
    if (finished && moved === 0) return;
    // Nothing to move yet: let the people's applications arrive.
    if (moved === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function checkDatabase(db: pg.Client, confirmed: Confirmed, opportunityIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  const users = await db.query<{ email: string }>(
    'select u.email from "user" u join people p on p.user_id = u.id where u.email = any($1)',
    [confirmed.signUps],
  );
  if (users.rowCount !== confirmed.signUps.length) {
    problems.push(`${confirmed.signUps.length} confirmed sign-ups, ${users.rowCount} accounts with a person`);
  }
  const applications = await db.query<{ id: string; opportunity_id: string; status: string }>(
    'select id, opportunity_id, status from opportunity_applications where opportunity_id = any($1)',
    [opportunityIds],
  );
  const byId = new Map(applications.rows.map((row) => [row.id, row]));
  const lost = confirmed.applications.filter(
    (application) => byId.get(application.id)?.opportunity_id !== application.opportunityId,
  );
  if (lost.length > 0) problems.push(`${lost.length} confirmed applications missing`);
  if (applications.rowCount !== confirmed.applications.length) {
    problems.push(`${confirmed.applications.length} confirmed applications, ${applications.rowCount} stored`);
  }
  const duplicates = await db.query(
    `select opportunity_id, person_id from opportunity_applications where opportunity_id = any($1)
     group by opportunity_id, person_id having count(*) > 1`,
    [opportunityIds],
  );
  if ((duplicates.rowCount ?? 0) > 0) problems.push(`${duplicates.rowCount} duplicate applications`);
  const notAccepted = confirmed.accepts.filter((accept) => byId.get(accept.id)?.status !== 'accepted');
  if (notAccepted.length > 0) problems.push(`${notAccepted.length} confirmed accepts not accepted`);
  const slots = await db.query<{
    id: string;
    slots_filled: number;
    slots_total: number;
    status: string;
    taken: number;
  }>(
    `select o.id, o.slots_filled, o.slots_total, o.status,
       (select count(*)::int from opportunity_applications a
         where a.opportunity_id = o.id and a.status in ('accepted', 'completed')) as taken
     from opportunities o where o.id = any($1)`,
    [opportunityIds],
  );
  for (const row of slots.rows) {
    if (row.slots_filled > row.slots_total) problems.push(`opportunity ${row.id} over-filled`);
    if (row.slots_filled !== row.taken)
      problems.push(`opportunity ${row.id}: ${row.slots_filled} filled, ${row.taken} taken`);
    if ((row.slots_filled === row.slots_total) !== (row.status === 'filled')) {
      problems.push(`opportunity ${row.id} is ${row.status} with ${row.slots_filled} of ${row.slots_total}`);
    }
    const acceptedHere = confirmed.accepts.filter((accept) => accept.opportunityId === row.id).length;
    if (acceptedHere !== row.taken)
      problems.push(`opportunity ${row.id}: ${acceptedHere} accepts confirmed, ${row.taken} stored`);
  }
  return problems;
}

export async function runUserLoad(options: UserLoadOptions, db: pg.Client): Promise<UserLoadResult> {
  const figures = newFigures();
  const stamp = Date.now().toString(36);
  const confirmed: Confirmed = { signUps: [], applications: [], accepts: [] };
  const problems: string[] = [];
  const started = Date.now();
  const deadline = started + options.deadlineMs;

  const lead = new BenchClient(options.baseUrl, figures);
  const signedIn = await lead.call('POST', '/api/auth/sign-in/email', options.admin);
  if (signedIn.status !== 200) throw new Error(`The bench admin could not sign in (${signedIn.status})`);
  const admins = [lead];
  for (let index = 1; index < options.admins; index += 1) {
    const admin = new BenchClient(options.baseUrl, figures);
    const email = `load.admin.${stamp}.${index}@example.com`;
    if ((await signUp(admin, `Load Admin ${index}`, email)).status !== 200) throw new Error('Admin sign-up failed');
    // D30: roles go to confirmed addresses; this stands for the admin opening their link.
    await db.query('update "user" set email_verified = true where email = $1', [email]);
    const granted = await lead.call('POST', '/api/admin/team', { email, role: 'admin' });
    if (granted.status !== 201) throw new Error(`Granting admin answered ${granted.status}`);
    admins.push(admin);
  }
  const opportunityIds: string[] = [];
  for (let index = 0; index < options.opportunities; index += 1) {
    opportunityIds.push(
      await createOpportunity(lead, `${LOAD_TEST_TITLE_PREFIX} ${stamp} #${index + 1}`, options.slotsPerOpportunity),
    );
  }

  let peopleFinished = false;
  const people = Promise.allSettled(
    Array.from({ length: options.users }, (_, index) =>
      personJourney(options, figures, stamp, index, opportunityIds, confirmed, problems),
    ),
  ).then((outcomes) => {
    peopleFinished = true;
    for (const outcome of outcomes) if (outcome.status === 'rejected') problems.push(String(outcome.reason));
  });
  const staff = Promise.allSettled(
    admins.map((admin) => adminJourney(admin, opportunityIds, () => peopleFinished, deadline, confirmed, problems)),
  ).then((outcomes) => {
    for (const outcome of outcomes) if (outcome.status === 'rejected') problems.push(String(outcome.reason));
  });
  await Promise.all([people, staff]);
  const seconds = (Date.now() - started) / 1000;
  if (Date.now() >= deadline) problems.push(`the run hit its ${options.deadlineMs / 1000} s deadline`);

  problems.push(...(await checkDatabase(db, confirmed, opportunityIds)));
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const serverErrors = [...figures.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx`);
  if (figures.failures > 0) problems.push(`${figures.failures} requests failed without an answer`);
  return {
    requests: figures.latencies.length,
    serverErrors,
    failures: figures.failures,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    seconds,
    confirmed: {
      signUps: confirmed.signUps.length,
      applications: confirmed.applications.length,
      accepts: confirmed.accepts.length,
    },
    problems,
  };
}
