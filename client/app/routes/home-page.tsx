import { CategoryCards } from '../../features/marketing/components/category-cards';
import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { HowItWorks } from '../../features/marketing/components/how-it-works';
import { StatsBlock } from '../../features/marketing/components/stats-block';
import { useSession } from '../../features/session/api/get-session';
import { FeaturedOpportunities } from '../../features/opportunities/components/featured-opportunities';
import { appName } from '../../lib/app-name';

export function HomePage() {
  const name = appName();
  const signedIn = Boolean(useSession().data?.user);
  return (
    <>
      <HomeHero appName={name} signedIn={signedIn} />
      <FeaturedOpportunities />
      <CategoryCards />
      <HowItWorks />
      <StatsBlock />
      <ClosingCta
        title="Your next night starts here"
        detail="Venues, promoters and brands are booking now. Put your name on the list in about five minutes."
        label="Create your profile"
      />
    </>
  );
}
