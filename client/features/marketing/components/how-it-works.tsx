const STEPS = [
  {
    title: 'Create your profile',
    detail: 'Tell us what you do, where you play and what you are after. It takes about five minutes.',
  },
  {
    title: 'Get reviewed',
    detail: 'A real person on our team reviews every profile and gets back to you within two weeks.',
  },
  {
    title: 'Get booked',
    detail: 'Get matched to shows, tours, content gigs and collabs — and follow it all from your dashboard.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-y border-border bg-card/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="how-heading" className="mb-10 text-3xl font-bold sm:text-4xl">
          How it works
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border border-border bg-background/60 p-6">
              <span className="mb-4 flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent font-display text-lg font-bold">
                {index + 1}
              </span>
              <h3 className="mb-2 text-xl font-semibold">{step.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{step.detail}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
