import type {
  OpportunityStatus,
  OpportunityType,
  PersonRank,
  PersonStatus,
  Track,
  TrackApplicationStatus,
} from '@shared/domain-values';
import { type DemoDay, FRIDAY, SATURDAY, WINTER } from './demo-dates';

// D9: what a newcomer sees on a fresh embedded database — opportunities of every type, city
// and tag, a featured winter campus ambassador role (D8), and a handful of people with
// applications for the back office.

export const DEMO_TAGS = [
  { label: 'DJ', color: '#a855f7' },
  { label: 'Hosting', color: '#ec4899' },
  { label: 'Photo', color: '#f59e0b' },
  { label: 'Video', color: '#ef4444' },
  { label: 'Campus', color: '#22c55e' },
  { label: 'Paid', color: '#14b8a6' },
  { label: 'Remote', color: '#3b82f6' },
  { label: 'Weekend', color: '#f97316' },
  { label: 'Production', color: '#64748b' },
  { label: 'Charity', color: '#e11d48' },
] as const;

type TagLabel = (typeof DEMO_TAGS)[number]['label'];

export type DemoOpportunity = {
  title: string;
  description: string;
  city: string;
  // When it happens, from the day the demo is loaded (demo-dates.ts); null: no date.
  day: DemoDay | null;
  type: OpportunityType;
  vertical: string;
  status: OpportunityStatus;
  slotsTotal: number;
  slotsFilled?: number;
  responsibilities?: string;
  idealCandidate?: string;
  perks?: string;
  venue?: string;
  budgetRange?: string;
  featured?: boolean;
  tags: TagLabel[];
};

export const DEMO_OPPORTUNITIES: DemoOpportunity[] = [
  {
    title: 'Winter Campus Ambassador',
    description:
      'Be the face of Backline on your campus this winter. You will rally your friends, chapters and clubs around our biggest shows of the season, share the lineups first and get your people on the list. Flexible hours that fit around classes, and a direct line to the team that books the nights everyone talks about.',
    city: 'National',
    day: { inDays: 21, season: WINTER },
    type: 'marketing',
    vertical: 'Campus',
    status: 'open',
    slotsTotal: 40,
    responsibilities:
      'Share event drops with your campus network\nBuild a crew of five to ten friends who show up\nCollect feedback after each show\nJoin a 20-minute call with the team every other week',
    idealCandidate: 'Students who know everyone, love live music and can keep a group chat buzzing.',
    perks:
      'Guest list spots for you and a friend\nCommission on every ticket sold with your code\nA reference letter after the season',
    budgetRange: '$15/hr + commission',
    featured: true,
    tags: ['Campus', 'Paid', 'Remote'],
  },
  {
    title: 'Friday Night DJ Rotation — Deep Ellum',
    description:
      'We are building a rotation of openers for our Friday residency in Deep Ellum. Two-hour sets warming a 600-cap room before the headliner. House, disco and open-format selectors welcome — read the room, build the energy, hand it over hot.',
    city: 'Dallas',
    day: { inDays: 12, weekday: FRIDAY },
    type: 'creative',
    vertical: 'Nightlife',
    status: 'open',
    slotsTotal: 4,
    responsibilities:
      'Play a two-hour opening set\nArrive for a soundcheck at 8:30 pm\nPromote your slot on your socials',
    idealCandidate: 'DJs with at least a year of club or bar sets and a crowd that follows them.',
    perks: 'Paid set\nDrink tickets\nProfessional photos of your set',
    venue: 'The Factory, Deep Ellum',
    budgetRange: '$250–$400 per set',
    tags: ['DJ', 'Paid', 'Weekend'],
  },
  {
    title: 'Rooftop Opening Set',
    description:
      'Sunset sessions on a Rainey Street rooftop. We want a selector who can carry a crowd from golden hour into the night with warm house and afro-beats. One set, great views, a crowd that came to dance.',
    city: 'Austin',
    day: { inDays: 9, weekday: SATURDAY },
    type: 'creative',
    vertical: 'Nightlife',
    status: 'open',
    slotsTotal: 1,
    venue: 'Rainey Street rooftop',
    budgetRange: '$300',
    tags: ['DJ', 'Weekend'],
  },
  {
    title: 'Event Photographer — Houston Winter Ball',
    description:
      'Capture a 1,200-person winter ball: arrivals, the stage, the dance floor and the moments in between. Selects are due within 48 hours so the crowd can tag themselves while the night is still fresh.',
    city: 'Houston',
    day: { inDays: 18, season: WINTER, weekday: SATURDAY },
    type: 'creative',
    vertical: 'Photography',
    status: 'open',
    slotsTotal: 2,
    responsibilities: 'Shoot from doors to last song\nDeliver 80+ edited selects within 48 hours',
    idealCandidate: 'Photographers with low-light experience and a nightlife portfolio.',
    perks: 'Photo credit on every post\nPaid shoot',
    venue: 'Post HTX',
    budgetRange: '$500–$700',
    tags: ['Photo', 'Paid'],
  },
  {
    title: 'Recap Video Editor',
    description:
      'Turn raw footage from our shows into 30- and 60-second recaps that make people wish they had been there. Fully remote, steady work across the season, with briefs and footage delivered the morning after each event.',
    city: 'National',
    day: null,
    type: 'creative',
    vertical: 'Video',
    status: 'open',
    slotsTotal: 3,
    idealCandidate: 'Editors fluent in Premiere or Resolve with a feel for music-driven cuts.',
    budgetRange: '$150 per recap',
    tags: ['Video', 'Remote', 'Paid'],
  },
  {
    title: 'Guest List & Door Host',
    description:
      'Be the first face guests see. Run the guest list, keep the line moving and set the tone for the night at our Old Town Scottsdale series.',
    city: 'Phoenix',
    day: { inDays: 6, weekday: SATURDAY },
    type: 'event',
    vertical: 'Hospitality',
    status: 'open',
    slotsTotal: 3,
    responsibilities: 'Check names and wristbands\nCoordinate with security\nKeep the line friendly and moving',
    perks: 'Paid shift\nEntry to the after-party',
    budgetRange: '$22/hr',
    tags: ['Hosting', 'Paid', 'Weekend'],
  },
  {
    title: 'Stage Crew & Production Runner',
    description:
      'Load-in, changeovers and load-out for a two-stage outdoor show in Tulsa. You will keep artists, gear and the run-of-show on time.',
    city: 'Tulsa',
    day: { inDays: 25, weekday: SATURDAY },
    type: 'event',
    vertical: 'Production',
    status: 'open',
    slotsTotal: 6,
    responsibilities: 'Load-in from 10 am\nRun changeovers between sets\nLoad-out after the show',
    idealCandidate: 'Reliable people who can lift 50 lb and stay calm when the schedule slips.',
    budgetRange: '$200 per day',
    tags: ['Production', 'Paid'],
  },
  {
    title: 'Street Team Promoter',
    description:
      'Get the word out for our South Congress block party: posters, flyers, and conversations on campus and on the strip the two weekends before the show.',
    city: 'Austin',
    day: { inDays: 30, weekday: SATURDAY },
    type: 'marketing',
    vertical: 'Promotion',
    status: 'open',
    slotsTotal: 10,
    perks: 'Two tickets to the block party\nMerch pack',
    tags: ['Weekend', 'Campus'],
  },
  {
    title: 'Social Content Creator',
    description:
      'Shoot vertical content on show nights for our Dallas socials: crowd moments, artist intros and behind-the-scenes. Phone-first creators welcome.',
    city: 'Dallas',
    day: { inDays: 15 },
    type: 'marketing',
    vertical: 'Social',
    status: 'open',
    slotsTotal: 2,
    budgetRange: '$200 per night',
    tags: ['Video', 'Photo', 'Paid'],
  },
  {
    title: 'Charity Gala Volunteer Lead',
    description:
      'Lead a team of twelve volunteers at our winter charity gala in Houston. Every dollar raised goes to music education for kids in the city.',
    city: 'Houston',
    day: { inDays: 33, season: WINTER, weekday: SATURDAY },
    type: 'community',
    vertical: 'Charity',
    status: 'open',
    slotsTotal: 2,
    responsibilities: 'Brief volunteers at 5 pm\nCoordinate check-in, auction and clean-up',
    perks: 'Gala entry\nCommunity service hours',
    venue: 'The Astorian',
    tags: ['Charity', 'Hosting'],
  },
  {
    title: 'Greek Life Partnership Coordinator',
    description:
      'Connect Backline with fraternities and sororities in Tulsa to co-host philanthropy nights. You will pitch, plan and follow through with chapter leaders.',
    city: 'Tulsa',
    day: null,
    type: 'community',
    vertical: 'Partnerships',
    status: 'open',
    slotsTotal: 1,
    tags: ['Campus', 'Charity'],
  },
  {
    title: "New Year's Eve VIP Host",
    description:
      'Host our VIP tables on the biggest night of the year. This role is by invitation from the team for hosts we have worked with before.',
    city: 'Dallas',
    day: { next: '12-31' },
    type: 'event',
    vertical: 'Hospitality',
    status: 'open',
    slotsTotal: 0,
    venue: 'Downtown Dallas',
    budgetRange: '$400 + tips',
    tags: ['Hosting', 'Paid'],
  },
  {
    title: 'Spring Break Pop-Up Crew',
    description: 'Setup and hospitality crew for a spring break pop-up. Details are still being finalised.',
    city: 'Phoenix',
    day: { next: '03-14' },
    type: 'event',
    vertical: 'Production',
    status: 'draft',
    slotsTotal: 8,
    tags: ['Production'],
  },
  {
    title: 'Halloween Bash Bar Support',
    description: 'Bar-back and floor support for our Halloween bash.',
    city: 'Houston',
    day: { last: '10-31' },
    type: 'event',
    vertical: 'Hospitality',
    status: 'filled',
    slotsTotal: 4,
    slotsFilled: 4,
    tags: ['Weekend'],
  },
  {
    title: 'Fall Festival Setup Crew',
    description: 'Setup crew for the fall festival.',
    city: 'Tulsa',
    day: { last: '10-10' },
    type: 'event',
    vertical: 'Production',
    status: 'closed',
    slotsTotal: 10,
    tags: ['Production'],
  },
];

export type DemoPerson = {
  name: string;
  email: string;
  phone: string;
  age: number;
  city: string;
  state: string;
  travelRadius: string;
  school?: string;
  gradYear?: number;
  roleTypes: Track[];
  markets: string[];
  skills: string[];
  genres: string[];
  instagram?: string;
  status: PersonStatus;
  rank: PersonRank;
  xpTotal: number;
  missionsCompleted: number;
  daysAgo: number;
  track: {
    track: Track;
    status: TrackApplicationStatus;
    targetCity: string;
    targetMarkets: string[];
    answers: Record<string, string | string[]>;
  };
  appliesTo: { title: string; status: 'pending' | 'under_review' | 'accepted' | 'completed'; coverLetter?: string }[];
};

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Maya Thompson',
    email: 'maya.thompson@example.com',
    phone: '(214) 555-0142',
    age: 19,
    city: 'Dallas',
    state: 'TX',
    travelRadius: 'regional',
    school: 'Southern Methodist University',
    gradYear: 2028,
    roleTypes: ['ambassador'],
    markets: ['Dallas', 'Austin'],
    skills: ['Marketing', 'Event Management'],
    genres: ['House', 'Pop'],
    instagram: '@maya.on.campus',
    status: 'active',
    rank: 'verified',
    xpTotal: 300,
    missionsCompleted: 3,
    daysAgo: 20,
    track: {
      track: 'ambassador',
      status: 'shortlisted',
      targetCity: 'Dallas',
      targetMarkets: ['Dallas', 'Austin'],
      answers: {
        school: 'Southern Methodist University',
        gradYear: '2028',
        greekAffiliation: 'Kappa Alpha Theta',
        whyAmbassador: 'I already bring thirty friends to every show. I want to do it properly.',
      },
    },
    appliesTo: [
      {
        title: 'Winter Campus Ambassador',
        status: 'under_review',
        coverLetter: 'I run the events group chat for my dorm and my chapter.',
      },
    ],
  },
  {
    name: 'DJ Nova (Andre Ruiz)',
    email: 'andre.ruiz@example.com',
    phone: '(512) 555-0199',
    age: 27,
    city: 'Austin',
    state: 'TX',
    travelRadius: 'statewide',
    roleTypes: ['performer'],
    markets: ['Austin', 'Houston'],
    skills: ['DJing', 'Live Performance'],
    genres: ['House', 'EDM'],
    instagram: '@djnova',
    status: 'active',
    rank: 'operator',
    xpTotal: 700,
    missionsCompleted: 7,
    daysAgo: 45,
    track: {
      track: 'performer',
      status: 'booked',
      targetCity: 'Austin',
      targetMarkets: ['Austin', 'Houston', 'Dallas'],
      answers: { genres: ['House'], technicalNeeds: 'Two CDJ-3000s and a DJM-900, booth monitor.' },
    },
    appliesTo: [
      { title: 'Rooftop Opening Set', status: 'accepted' },
      { title: 'Friday Night DJ Rotation — Deep Ellum', status: 'pending' },
    ],
  },
  {
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    phone: '(713) 555-0175',
    age: 24,
    city: 'Houston',
    state: 'TX',
    travelRadius: 'local',
    roleTypes: ['creator'],
    markets: ['Houston'],
    skills: ['Photography', 'Editing'],
    genres: ['R&B', 'Hip-Hop'],
    instagram: '@priyashoots',
    status: 'active',
    rank: 'member',
    xpTotal: 100,
    missionsCompleted: 1,
    daysAgo: 9,
    track: {
      track: 'creator',
      status: 'under_review',
      targetCity: 'Houston',
      targetMarkets: ['Houston'],
      answers: {
        specialty: 'photo',
        gear: 'Sony A7 IV, 24-70 f/2.8, two speedlights',
        experienceLevel: 'intermediate',
      },
    },
    appliesTo: [{ title: 'Event Photographer — Houston Winter Ball', status: 'pending' }],
  },
  {
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    phone: '(918) 555-0110',
    age: 31,
    city: 'Tulsa',
    state: 'OK',
    travelRadius: 'national',
    roleTypes: ['ops', 'team'],
    markets: ['Tulsa', 'National'],
    skills: ['Operations', 'Production'],
    genres: ['Rock', 'Live Band'],
    status: 'new',
    rank: 'member',
    xpTotal: 0,
    missionsCompleted: 0,
    daysAgo: 3,
    track: {
      track: 'ops',
      status: 'submitted',
      targetCity: 'Tulsa',
      targetMarkets: ['Tulsa'],
      answers: {
        eventExperience: 'Five years of festival load-ins and stage management for 2,000-cap shows.',
        hasTransportation: 'yes',
        physicalCapabilities: 'Comfortable lifting 60 lb and working twelve-hour days.',
      },
    },
    appliesTo: [{ title: 'Stage Crew & Production Runner', status: 'pending' }],
  },
  {
    name: 'Sofia Martinez',
    email: 'sofia.martinez@example.com',
    phone: '(602) 555-0133',
    age: 22,
    city: 'Phoenix',
    state: 'AZ',
    travelRadius: 'regional',
    roleTypes: ['team'],
    markets: ['Phoenix'],
    skills: ['Event Management', 'Design'],
    genres: ['Pop', 'Acoustic'],
    status: 'pending',
    rank: 'member',
    xpTotal: 0,
    missionsCompleted: 0,
    daysAgo: 1,
    track: {
      track: 'team',
      status: 'submitted',
      targetCity: 'Phoenix',
      targetMarkets: ['Phoenix', 'National'],
      answers: {
        resumeLink: 'https://example.com/sofia-martinez-resume.pdf',
        desiredPosition: 'Event coordinator',
        tools: 'Notion, Canva, Eventbrite',
        experienceLevel: 'intermediate',
      },
    },
    appliesTo: [{ title: 'Guest List & Door Host', status: 'pending' }],
  },
];
