import type pg from 'pg';

// Issue 45: the bench's conversations (D35, docs/decisions/195), made with generate_series like
// the rest of the scale data: MESSAGES messages (10,000 at 10k, a million at 1m) in threads of
// opportunity applications and track applications, a thread for every MESSAGES_PER_THREAD of
// them. A few threads run long (a skewed draw), most have a message or a few. Each message is the
// person's or the staff's, a sentence or a few of the kind people write about a night, over a few
// days after its application.
//
// The threads' kept counters are what the app would have written for those messages
// (threads.repo.ts, insertMessage and markRead): the last message's time, preview and side;
// `awaiting_reply_since`, the person's first message since the staff's last; each side's unread
// count, the other side's messages since its own last one; each side's read time. Then some
// threads were read since (markRead: that side's count back to 0): staff and people caught up on
// most conversations older than two days and on about half of the recent ones. No thread event
// is written (status changes and the event night's steps): only messages.
export const MESSAGES_PER_THREAD = 4;

// What people write to the team, and what the team answers: joined one to three at a time.
const PERSON_LINES = [
  'Hi! Is there parking near the venue?',
  'What time should I get there for load-in?',
  'Can I bring my own gear or is it provided?',
  'Thanks so much, see you Saturday.',
  'Is the dress code all black?',
  'I might be 15 minutes late, traffic on I-35 is bad tonight.',
  'Do you need my W-9 before the night?',
  'Can a friend come help me set up?',
  'Got it, thank you!',
  'Is this paid per night or per set?',
  'I uploaded a new mix to my profile, let me know what you think.',
  'Who do I ask for at the door?',
  'Is there a green room or somewhere to leave my bag?',
  'Could I swap to the late set? I have a class until 8.',
  'Just confirming I am still on for Friday.',
  'Is the rooftop covered if it rains?',
  'How long is the set, 60 or 90 minutes?',
  'Sorry, I have to cancel, my car broke down. Really sorry.',
  'Sounds great!',
  'Can I post about it on my Instagram before the announcement?',
  'Do I need to bring my own extension cords?',
  'What is the wifi password for the booth?',
];
const STAFF_LINES = [
  'Hi! Yes, there is a lot behind the venue, free after 6.',
  'Load-in starts at 5:30, ask for Dee at the side door.',
  'We have CDJs and a mixer there, bring your own headphones.',
  'All black is perfect.',
  'No problem, just text the door when you arrive.',
  'Please send the W-9 through your profile before Friday.',
  'Payment goes out within 7 days after the event.',
  'Great, you are confirmed. See you there!',
  'Thanks for the heads up.',
  'One helper is fine, give us their name for the list.',
  'The green room is upstairs, second door on the left.',
  'We moved you to the 10 pm slot.',
  'It is a 90 minute set, doors at 9.',
  'Hold off on posting until Wednesday, the lineup goes out then.',
  'Sorry to hear that, thanks for telling us early.',
  'Yes, the rooftop has a tent.',
  'Bring two cords if you can, the booth has one outlet.',
  'Welcome aboard! Reply here with any questions.',
];

const count = (value: number) => value.toLocaleString('en-US');

export async function insertConversations(
  client: pg.Client,
  messages: number,
  log: (message: string) => void,
): Promise<void> {
  const threads = Math.max(1, Math.round(messages / MESSAGES_PER_THREAD));
  log(`conversations: ${count(messages)} messages in ${count(threads)} threads`);
  // The threads' subjects: applications of either kind, in an order that mixes them.
  await client.query(`
    create temp table bench_threads as
    select gen_random_uuid() as id, n, kind, subject_id, person_id, opportunity_id, track,
      -- A conversation starts within a few days of its application, never after now.
      created_at + least(random() * interval '3 days', (now() - created_at) / 2) as started
    from (
      select row_number() over (order by md5(subject_id::text)) as n, subjects.*
      from (
        select 'opportunity_application'::text as kind, id as subject_id, person_id, opportunity_id,
          null::text as track, created_at
        from opportunity_applications
        union all
        select 'track_application', id, person_id, null::uuid, track, created_at from applications
      ) as subjects
    ) as numbered
    where n <= ${threads};
    create unique index on bench_threads (n)`);
  // Message m: the first `threads` one to a thread each, the rest drawn towards the first threads
  // (a thread's chance falls with its number: the longest has about 180 messages at 1m).
  // The person writes first, then the sides mostly take turns; a message in thread t lands a
  // little after the one before it, the whole thread before now.
  await client.query(
    `create temp table bench_messages as
     select thread_id, k, side, at,
       (case when side = 'person' then $1::text[] else $2::text[] end)[1 + floor(random() * lines)::int]
         || case when random() < 0.4 then ' ' || (case when side = 'person' then $1::text[] else $2::text[] end)[1 + floor(random() * lines)::int] else '' end
         || case when random() < 0.15 then ' ' || (case when side = 'person' then $1::text[] else $2::text[] end)[1 + floor(random() * lines)::int] else '' end
         as body
     from (
       select t.id as thread_id, numbered.k,
         case when (numbered.k % 2 = 1) = (random() < 0.85) then 'person' else 'staff' end as side,
         t.started + (numbered.k - 1 + random() * 0.9) * least(interval '18 hours', (now() - t.started) / (numbered.c + 1)) as at
       from (
         select thread_n, row_number() over (partition by thread_n order by m) as k,
           count(*) over (partition by thread_n) as c
         from (
           select m, case when m <= ${threads} then m else 1 + floor(${threads} * power(random(), 1.5))::int end as thread_n
           from generate_series(1, ${messages}) as m
         ) as drawn
       ) as numbered
       join bench_threads t on t.n = numbered.thread_n
     ) as placed,
     lateral (select case when side = 'person' then array_length($1::text[], 1) else array_length($2::text[], 1) end as lines) as sizes`,
    [PERSON_LINES, STAFF_LINES],
  );
  log('conversation threads and their kept counters');
  await client.query(`
    insert into message_threads (id, subject_kind, subject_id, person_id, opportunity_id, track, created_at,
      last_activity_at, last_message_at, last_message_preview, last_message_by, awaiting_reply_since,
      person_unread, staff_unread, person_read_at, staff_read_at)
    select t.id, t.kind, t.subject_id, t.person_id, t.opportunity_id, t.track, t.started,
      s.last_at, s.last_at,
      -- previewOf (threads.repo.ts): spaces collapsed, trimmed, 140 characters.
      left(btrim(regexp_replace(s.last_body, '\\s+', ' ', 'g')), 140), s.last_by, s.awaiting,
      case when caught_up.person then 0 else s.person_unread end,
      case when caught_up.staff then 0 else s.staff_unread end,
      case when caught_up.person then least(now(), s.last_at + interval '30 minutes') else s.last_person_at end,
      case when caught_up.staff then least(now(), s.last_at + interval '30 minutes') else s.last_staff_at end
    from bench_threads t
    join (
      select m.thread_id, last.last_at, last.last_by, last.last_body, last.last_person_at, last.last_staff_at,
        -- insertMessage: a message makes the other side's count one more, the writer's 0.
        count(*) filter (where m.side = 'staff' and m.at > coalesce(last.last_person_at, '-infinity')) as person_unread,
        count(*) filter (where m.side = 'person' and m.at > coalesce(last.last_staff_at, '-infinity')) as staff_unread,
        -- The person wrote and no staff message came since: the wait began with their first.
        min(m.at) filter (where m.side = 'person' and m.at > coalesce(last.last_staff_at, '-infinity')) as awaiting
      from bench_messages m
      join (
        select thread_id, max(at) as last_at,
          (array_agg(side order by k desc))[1] as last_by,
          (array_agg(body order by k desc))[1] as last_body,
          max(at) filter (where side = 'person') as last_person_at,
          max(at) filter (where side = 'staff') as last_staff_at
        from bench_messages group by thread_id
      ) as last using (thread_id)
      group by m.thread_id, last.last_at, last.last_by, last.last_body, last.last_person_at, last.last_staff_at
    ) as s on s.thread_id = t.id,
    -- markRead since: most old conversations were caught up on, about half of the recent ones.
    lateral (
      select random() < case when s.last_at < now() - interval '2 days' then 0.9 else 0.5 end as person,
        random() < case when s.last_at < now() - interval '2 days' then 0.97 else 0.4 end as staff
    ) as caught_up`);
  log('conversation messages');
  await client.query(`
    insert into thread_entries (thread_id, kind, author_role, body, via, created_at)
    select thread_id, 'message', side, body,
      case when side = 'person' and random() < 0.1 then 'email' else 'app' end, at
    from bench_messages order by at`);
  await client.query('drop table bench_messages; drop table bench_threads');
}

// Issue 45: the person signed in for the bench's person rows is new at every run; the
// conversations of BUSY_INBOX threads of the data set become theirs (the same threads each run,
// taken from whoever had them), so that their inbox and unread count read a busy person's. The
// threads move whole, counters and all, so every count stays what its messages say.
export const BUSY_INBOX = 12;

export async function giveConversationsTo(client: pg.Client, personId: string): Promise<void> {
  await client.query(
    `update message_threads set person_id = $1
     where id in (select id from message_threads order by md5(subject_id::text) limit $2)`,
    [personId, BUSY_INBOX],
  );
}
