import type { ReactNode } from 'react';

// Marketing pages share one text column (max-w-3xl): the intro and the body start at the same x.
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-stage">
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-16 sm:px-6 sm:pt-20">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-violet-300">{eyebrow}</p>
        <h1 className="mb-5 text-4xl font-bold sm:text-5xl">{title}</h1>
        {children && <div className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{children}</div>}
      </div>
    </section>
  );
}
