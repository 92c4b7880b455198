import { PageIntro } from '../../features/marketing/components/page-intro';
import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { appName } from '../../lib/app-name';

export function OurStoryPage() {
  const name = appName();
  return (
    <>
      <PageIntro eyebrow="Our story" title="It started with one night">
        <p>Before there was a network, there was a show — and a crew that refused to let it be small.</p>
      </PageIntro>
      <article className="mx-auto grid max-w-3xl gap-6 px-4 pb-12 text-lg leading-relaxed text-muted-foreground sm:px-6">
        <p>
          Our first show was supposed to be a party for a few hundred friends. Word got around campus, then around town.
          By the time the doors opened, about three thousand people were in line — students, locals, people who had
          driven in from two states away.
        </p>
        <p>
          Nobody on the crew was a professional yet. The DJs were friends with borrowed gear, the door was run by people
          who had never held a clicker, and the photos came from a kid with one lens and a lot of nerve. It worked
          because every one of them showed up for each other.
        </p>
        {/* Figures with their labels: a list of terms, not bold paragraphs that read as headings. */}
        <dl className="my-4 grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col rounded-xl border border-border bg-card p-6 text-center">
            <dt className="order-2 mt-2 text-sm uppercase tracking-[0.18em]">people at the first show</dt>
            <dd className="text-gradient font-display text-5xl font-bold">~3,000</dd>
          </div>
          <div className="flex flex-col rounded-xl border border-border bg-card p-6 text-center">
            <dt className="order-2 mt-2 text-sm uppercase tracking-[0.18em]">raised for charity</dt>
            <dd className="text-gradient font-display text-5xl font-bold">$62,000</dd>
          </div>
        </dl>
        <p>
          That night raised sixty-two thousand dollars for charity. It also showed us something bigger: there is an
          enormous amount of talent out there that never gets booked, simply because nobody knows where to find it.
        </p>
        <p>
          {name} is our answer. One profile that puts DJs, hosts, performers, creators, crew and partners in front of
          the people planning the next great night — and a team that reads every application.
        </p>
      </article>
      <ClosingCta
        title="Write the next chapter with us"
        detail="The next show needs a crew. It could be you."
        label="Create your profile"
      />
    </>
  );
}
