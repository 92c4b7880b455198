import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';

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

export function FaqList() {
  return (
    <Accordion type="single" collapsible className="rounded-xl border border-border bg-card px-6">
      {QUESTIONS.map((item) => (
        <AccordionItem key={item.question} value={item.question} className="last:border-b-0">
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
