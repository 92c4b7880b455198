// spec §1 marketing figures.
const STATS = [
  { value: '5M+', label: 'Impressions' },
  { value: '500K+', label: 'Clicks' },
  { value: '15+', label: 'Media features' },
];

export function StatsBlock() {
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <h2 id="stats-heading" className="sr-only">
        Our reach
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl border border-border bg-card p-8 text-center">
            <dt className="order-2 mt-2 text-sm uppercase tracking-[0.18em] text-muted-foreground">{stat.label}</dt>
            <dd className="text-gradient font-display text-5xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
