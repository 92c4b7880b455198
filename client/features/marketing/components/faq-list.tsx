import { ChevronDown } from 'lucide-react';

// spec §2 /faq: six questions; the answers state the policies of spec §9.
const QUESTIONS = [
  {
    question: 'How long does it take to hear back?',
    answer:
      'We aim to respond to every application within two weeks. A real person on our team reads each profile, so thank you for your patience while we give yours a proper look.',
  },
  {
    question: 'What happens if my application is declined?',
    answer:
      'It is not the end of the road. You can reapply 30 days after a decision — use the time to add fresh work, new sets or more experience to your profile.',
  },
  {
    question: 'Where are the roles located?',
    answer:
      'Roles are nationwide. We run shows in Dallas, Austin, Houston, Tulsa and Phoenix, and many roles — editing, design, campus and promo work — are fully remote.',
  },
  {
    question: 'Can I apply to more than one role?',
    answer:
      'Yes. Apply to as many opportunities as fit you. Each application is reviewed individually, so one decision never affects another.',
  },
  {
    question: 'How will I know the status of my application?',
    answer:
      'Status updates appear in your dashboard as soon as our team makes a change, so you always know where you stand.',
  },
  {
    question: 'How long does applying take?',
    answer: 'About five minutes. You create your profile once, answer a few questions for your track, and you are in.',
  },
];

// Native disclosures: they open without any script (D28), and sharing a name keeps one open
// at a time.
export function FaqList() {
  return (
    <div className="rounded-xl border border-border bg-card px-6">
      {QUESTIONS.map((item) => (
        <details key={item.question} name="faq" className="group border-b border-border last:border-b-0">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-semibold transition-colors hover:text-violet-200 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
