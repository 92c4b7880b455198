import { Link } from '../../lib/router/router';
import { Button } from '../../components/ui/button';
import { PageIntro } from '../../features/marketing/components/page-intro';
import { appName } from '../../lib/app-name';
import { SIGN_UP_HREF } from '../../lib/auth-links';

export function AboutPage() {
  const name = appName();
  const sections = [
    {
      title: 'Our mission',
      body: `${name} connects the people who make live events happen with the rooms, stages and brands that need them. We want every talented DJ, host, performer, creator and crew member to get a fair shot at the next great night — not just the ones who already know the promoter.`,
    },
    {
      title: 'What we believe',
      body: 'Great nights are built by crews, not just headliners. The person on the door, the photographer in the pit and the runner at load-out matter as much as the name on the flyer, and they deserve to be found, paid and respected.',
    },
    {
      title: 'Our promise',
      body: 'Apply once and get discovered anywhere. A real person reviews every profile, we answer within two weeks, and your dashboard always shows where you stand. Your profile is yours: we only share it with partners for opportunities that match it.',
    },
  ];
  return (
    <>
      <PageIntro eyebrow={`About ${name}`} title="The crew behind the crew">
        <p>
          Backstage, behind the decks, at the door and behind the lens: we are building the network that powers live
          events, one booking at a time.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-16 sm:px-6">
        {sections.map((section) => (
          <section key={section.title} className="rounded-xl border border-border bg-card p-6 sm:p-8">
            <h2 className="mb-3 text-2xl font-semibold">{section.title}</h2>
            <p className="leading-relaxed text-muted-foreground">{section.body}</p>
          </section>
        ))}
        <div className="flex flex-col items-start gap-4 pt-4 sm:flex-row sm:items-center">
          <Button asChild variant="gradient" size="lg">
            <Link to={SIGN_UP_HREF}>create your profile</Link>
          </Button>
          <Button asChild variant="link">
            <Link to="/our-story">Read our story</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
