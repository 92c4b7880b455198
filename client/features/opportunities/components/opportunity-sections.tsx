import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';

// spec §2 detail: each section only when the opportunity has it. Venue and budget are among the
// key facts beside them (issue 41: they were shown twice).
const SECTIONS = [
  ['Description', 'description'],
  ['Responsibilities', 'responsibilities'],
  ['Ideal for', 'idealCandidate'],
  ['Perks', 'perks'],
] as const;

export function OpportunitySections({ opportunity }: { opportunity: OpportunityDetailDto }) {
  return (
    <div className="grid gap-5">
      {SECTIONS.map(([heading, field]) => {
        const text = opportunity[field]?.trim();
        if (!text) return null;
        return (
          <section key={field} aria-label={heading} className="rounded-xl border border-border bg-card/70 p-5 sm:p-6">
            <h2 className="mb-3 text-lg font-semibold">{heading}</h2>
            <p className="whitespace-pre-line leading-relaxed text-muted-foreground">{text}</p>
          </section>
        );
      })}
    </div>
  );
}
