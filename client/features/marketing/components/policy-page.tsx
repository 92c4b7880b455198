import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/router';
import { PageIntro } from './page-intro';

export type PolicySection = { id: string; title: string; body: ReactNode };

// Issue 16: the privacy policy and the terms: plain words, one column, a contents list.
export function PolicyPage({
  eyebrow,
  title,
  intro,
  updated,
  sections,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  updated: string;
  sections: PolicySection[];
}) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro}
        <p className="mt-3 text-sm">Last updated {updated}.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 pb-20 sm:px-6">
        <nav aria-label="On this page" className="rounded-xl border border-border bg-card p-5">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-muted-foreground">On this page</h2>
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-violet-300 underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="mb-3 text-2xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            <div className="grid gap-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground [&_ul]:grid [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
        <p className="text-sm text-muted-foreground">
          Questions about this page?{' '}
          <Link to="/contact" className="font-medium text-violet-300 underline-offset-4 hover:underline">
            Contact the team
          </Link>
          .
        </p>
      </div>
    </>
  );
}
