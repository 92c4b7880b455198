import { Link } from '../../lib/router/router';
import { FaqList } from '../../features/marketing/components/faq-list';
import { PageIntro } from '../../features/marketing/components/page-intro';

export function FaqPage() {
  return (
    <>
      <PageIntro eyebrow="FAQ" title="Questions, answered">
        <p>
          Everything you want to know before you apply. Still stuck?{' '}
          <Link to="/contact" className="font-medium text-violet-300 underline-offset-4 hover:underline">
            Contact the team
          </Link>
          , from here or from your dashboard.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <FaqList />
      </div>
    </>
  );
}
