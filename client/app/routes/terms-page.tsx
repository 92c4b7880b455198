import { Link } from 'react-router';
import { type PolicySection, PolicyPage } from '../../features/marketing/components/policy-page';
import { appName } from '../../lib/app-name';
import { usePageTitle } from '../../lib/use-page-title';

const linkClasses = 'font-medium text-violet-300 underline-offset-4 hover:underline';

// Issue 16: the rules of using the product, in plain words.
export function TermsPage() {
  usePageTitle('Terms of use');
  const name = appName();
  const sections: PolicySection[] = [
    {
      id: 'who-can-join',
      title: 'Who can join',
      body: (
        <p>
          You can make an account from age 13. If you are under 18, you need the permission of a parent or guardian.
          Some tracks and opportunities have their own minimum age (18, or 20 for team roles); we check it when you
          apply.
        </p>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      body: (
        <ul>
          <li>One account per person, in your own name, with information that is true and up to date.</li>
          <li>
            Keep your password to yourself. If you think someone else got into your account, change your password and
            sign out your other devices in your{' '}
            <Link to="/settings" className={linkClasses}>
              settings
            </Link>
            , and tell us.
          </li>
          <li>You are responsible for what is done with your account.</li>
        </ul>
      ),
    },
    {
      id: 'applying',
      title: 'Applying and bookings',
      body: (
        <ul>
          <li>
            A real person on our team reviews every application. Applying does not guarantee a booking, and one decision
            never affects another.
          </li>
          <li>
            You can withdraw an application while it is still pending. If you are declined, you can apply again 30 days
            later.
          </li>
          <li>
            Pay, dates and what is expected of you are agreed for each opportunity before you are booked. Please turn up
            for what you are booked for, or tell us as early as you can.
          </li>
        </ul>
      ),
    },
    {
      id: 'what-you-share',
      title: 'What you share',
      body: (
        <>
          <p>
            What you put in your profile and applications stays yours. You let us use it to run {name}: to review it,
            show it to our team and share it with partners for opportunities that match you.
          </p>
          <p>
            Only share what is yours to share: no one else&apos;s private information, nothing illegal or hateful, and
            no links that harm the people who open them.
          </p>
        </>
      ),
    },
    {
      id: 'fair-play',
      title: 'Fair play',
      body: (
        <ul>
          <li>Be respectful to the team, partners and other members, online and at events.</li>
          <li>No fake profiles, spam, or copying data off the site in bulk.</li>
          <li>Do not try to get into accounts or parts of the site that are not yours, or to break how it works.</li>
        </ul>
      ),
    },
    {
      id: 'our-part',
      title: 'Our part',
      body: (
        <>
          <p>
            We work to keep {name} running and your data safe, and we answer applications within two weeks. We may
            change, fill or close opportunities, and change how the site works.
          </p>
          <p>
            If an account breaks these terms, we may suspend or close it; we will tell you why. The site is provided as
            it is: as far as the law allows, we are not responsible for losses that come from using it, or from events
            run by partners.
          </p>
        </>
      ),
    },
    {
      id: 'leaving',
      title: 'Leaving',
      body: (
        <p>
          You can delete your account at any time in your{' '}
          <Link to="/settings" className={linkClasses}>
            settings
          </Link>
          . What happens to your data then is in our{' '}
          <Link to="/privacy" className={linkClasses}>
            privacy policy
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          When these terms change, we update this page and its date. For an important change we also email you before it
          applies. Using {name} after that means you accept the new terms.
        </p>
      ),
    },
  ];
  return (
    <PolicyPage
      eyebrow="Terms"
      title="Terms of use"
      updated="November 2026"
      intro={
        <p>The rules for using {name}, kept short: be yourself, be fair, and we will do our part to get you booked.</p>
      }
      sections={sections}
    />
  );
}
