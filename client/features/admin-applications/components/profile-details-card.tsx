import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { ExternalLink } from 'lucide-react';
import { optionLabel, TEAM_EXPERIENCE_OPTIONS, TRAVEL_RADIUS_OPTIONS } from '@shared/track-catalog';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { answerLabel, answerText } from '@shared/answer-text';
import { safeHttpUrl, socialProfileUrl } from '../lib/profile-links';
import { Chips, DetailItem, DetailList } from './detail-list';

function SafeLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 break-all text-violet-300 underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}

function TrackAnswers({ answers }: { answers: Record<string, unknown> }) {
  const entries = Object.entries(answers).filter(([, value]) => answerText(value) !== '');
  if (entries.length === 0) return null;
  return (
    <section className="grid gap-3 border-t border-border pt-5" aria-labelledby="track-answers-heading">
      <h3 id="track-answers-heading" className="font-semibold">
        Track answers
      </h3>
      <DetailList>
        {entries.map(([key, value]) => {
          const text = answerText(value);
          const url = safeHttpUrl(text);
          return (
            <DetailItem key={key} label={answerLabel(key)} wide={text.length > 60}>
              {url ? <SafeLink href={url}>{text}</SafeLink> : text}
            </DetailItem>
          );
        })}
      </DetailList>
    </section>
  );
}

// spec §2: the applicant's profile (age, travel, school, graduation, Greek affiliation,
// tracks, skills, markets, genres, social links, additional details) and the track answers.
export function ProfileDetailsCard({ application }: { application: ApplicationDetailDto }) {
  const person = application.applicant;
  const place = [person.city, person.state].filter(Boolean).join(', ');
  const links = [
    { label: 'Instagram', value: person.instagram, href: socialProfileUrl('instagram', person.instagram) },
    { label: 'TikTok', value: person.tiktok, href: socialProfileUrl('tiktok', person.tiktok) },
    { label: 'Website', value: person.website, href: safeHttpUrl(person.website) },
    { label: 'Portfolio', value: person.portfolio, href: safeHttpUrl(person.portfolio) },
  ].filter((link): link is typeof link & { value: string } => Boolean(link.value));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <DetailList>
          <DetailItem label="Email">{person.email}</DetailItem>
          <DetailItem label="Phone">{person.phone}</DetailItem>
          <DetailItem label="Location">{place}</DetailItem>
          <DetailItem label="Age">{person.age ?? null}</DetailItem>
          <DetailItem label="Travel">{optionLabel(TRAVEL_RADIUS_OPTIONS, person.travelRadius)}</DetailItem>
          <DetailItem label="Reliable transportation">{person.hasCar ? 'Yes' : null}</DetailItem>
          <DetailItem label="School">{person.school}</DetailItem>
          <DetailItem label="Graduation">{person.gradYear ?? null}</DetailItem>
          <DetailItem label="Greek affiliation">{person.greekAffiliation}</DetailItem>
          <DetailItem label="Experience level">
            {optionLabel(TEAM_EXPERIENCE_OPTIONS, person.experienceLevel)}
          </DetailItem>
          <DetailItem label="Tracks">
            {person.roleTypes.length > 0 ? <Chips values={person.roleTypes} /> : null}
          </DetailItem>
          <DetailItem label="Skills">{person.skills.length > 0 ? <Chips values={person.skills} /> : null}</DetailItem>
          <DetailItem label="Markets">
            {person.markets.length > 0 ? <Chips values={person.markets} /> : null}
          </DetailItem>
          <DetailItem label="Genres">{person.genres.length > 0 ? <Chips values={person.genres} /> : null}</DetailItem>
          <DetailItem label="Social links" wide>
            {links.length > 0 ? (
              <ul className="grid gap-1">
                {links.map((link) => (
                  <li key={link.label}>
                    <span className="text-muted-foreground">{link.label}: </span>
                    <SafeLink href={link.href}>{link.value}</SafeLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </DetailItem>
          <DetailItem label="Equipment" wide>
            {person.equipment}
          </DetailItem>
          <DetailItem label="Availability" wide>
            {person.availabilityNote}
          </DetailItem>
        </DetailList>
        <TrackAnswers answers={application.answers} />
      </CardContent>
    </Card>
  );
}
