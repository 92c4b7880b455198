import { Link } from '../../lib/router/router';
import { type PolicySection, PolicyPage } from '../../features/marketing/components/policy-page';
import { appName } from '../../lib/app-name';
import { usePageTitle } from '../../lib/use-page-title';

const linkClasses = 'font-medium text-violet-300 underline-offset-4 hover:underline';

// Issue 16: the privacy policy and the terms, one module (one download for both pages).

// What the product stores, why, who sees it and for how long, in plain words. The
// figures are the product's own (sessions: docs/decisions/082; emails: the outbox's 90 days;
// account deletion: D25, docs/decisions/091). Change this page with them.
export function PrivacyPage() {
  usePageTitle('Privacy policy');
  const name = appName();
  const sections: PolicySection[] = [
    {
      id: 'what-we-keep',
      title: 'What we keep',
      body: (
        <>
          <p>Only what you give us to find you work, and what keeps your account safe:</p>
          <ul>
            <li>
              <strong>Your account:</strong> your name, your email address and your password. The password is stored
              only as a one-way hash: nobody, us included, can read it.
            </li>
            <li>
              <strong>Your profile:</strong> phone number, age, city, state, how far you travel, school, graduation year
              and Greek affiliation (if you give them), transportation, experience, the tracks, markets, skills and
              genres you pick, your social and portfolio links, equipment and availability.
            </li>
            <li>
              <strong>Your track application:</strong> your track, your answers, the markets and city you target, and
              the time you agreed to be contacted about opportunities. While you fill it in, we keep your answers so
              far, so you can finish on any device.
            </li>
            <li>
              <strong>Your applications to opportunities:</strong> your cover letter or act details, and where each
              application stands.
            </li>
            <li>
              <strong>Invitations:</strong> when our team invites you to an opportunity, the invitation, its message and
              your answer.
            </li>
            <li>
              <strong>Job alerts:</strong> the searches you save as alerts, and which new opportunities we have already
              emailed you about.
            </li>
            <li>
              <strong>Your calendar feed</strong>, if you make one: a secret address (we keep only a one-way hash of it)
              that lets your calendar app read your accepted events.
            </li>
            <li>
              <strong>Messages you send us</strong> from the contact page, with the email address to answer.
            </li>
            <li>
              <strong>What our team records:</strong> the status and rank of your profile, notes about your applications
              and a log of our calls and messages with you.
            </li>
            <li>
              <strong>Security records:</strong> for each device you are signed in on, the address it connects from (IP
              address) and a description of the browser; how many times someone tried to sign in to your account
              recently; and the emails we sent you.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'under-18',
      title: 'If you are under 18',
      body: (
        <>
          <p>
            You can make an account from age 13. We ask your age because some tracks and opportunities are for adults
            only: under 18 you can apply to the ambassador track, which asks for your school and graduation year.
          </p>
          <p>
            Please read this page with a parent or guardian. A parent or guardian can ask us to see, correct or delete
            your data through the{' '}
            <Link to="/contact" className={linkClasses}>
              contact page
            </Link>
            . Your profile is never public.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: (
        <ul>
          <li>To review your applications and match you with opportunities that fit your profile.</li>
          <li>
            To contact you about those opportunities: you agreed to this when you sent your track application, and you
            can ask us to stop at any time.
          </li>
          <li>
            To send the emails your account needs: confirmation and password reset links, status updates on your
            applications, and notices about changes to your account.
          </li>
          <li>
            To email you the new opportunities that match your job alerts, at most once a day, only while you keep the
            alert. Every such email has a link that stops it, without signing in.
          </li>
          <li>To keep accounts safe: limiting sign-in attempts, and letting you see and end your sessions.</li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      body: (
        <>
          <p>
            Our team (admins and reviewers) sees your profile and applications. When we put you forward for a booking,
            we share with that partner what they need to decide, such as your name and the relevant parts of your
            profile. Nothing else about you is public: the opportunities are, you are not.
          </p>
          <p>
            Our email provider carries the emails we send you. We do not sell your data, show ads or use tracking or
            analytics services.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          One cookie keeps you signed in. Scripts on the page cannot read it, and it is only sent to {name}. Team
          members also get a cookie that remembers whether the back office sidebar is open, for 7 days. There are no
          advertising or analytics cookies.
        </p>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            <strong>Your account, profile and applications:</strong> until you delete your account.
          </li>
          <li>
            <strong>Your answers so far on the track application:</strong> until you send it, or delete your account.
          </li>
          <li>
            <strong>Sessions:</strong> a session ends after 7 days without use, and at the latest 30 days after you
            signed in, whatever happens. Signing out, changing your password or ending the session in your settings ends
            it at once.
          </li>
          <li>
            <strong>Emails we sent you:</strong> a copy stays in our outbox for 90 days, then it is deleted. The text of
            password reset and confirmation emails is removed as soon as they are sent, so the links in them are never
            kept.
          </li>
          <li>
            <strong>Sign-in attempts:</strong> counted for 15 minutes, to stop password guessing.
          </li>
          <li>
            <strong>Job alerts and your calendar feed:</strong> until you delete them (or unsubscribe, or make a new
            feed address), or delete your account. Invitations: with your account.
          </li>
          <li>
            <strong>After you delete your account:</strong> everything above goes at once. Notes our team wrote about
            your past applications and our log of contacts with you stay for our records, with your name replaced by
            &ldquo;Deleted user&rdquo;.
          </li>
        </ul>
      ),
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      body: (
        <>
          <p>From your account you can, at any time:</p>
          <ul>
            <li>
              see and correct your{' '}
              <Link to="/profile" className={linkClasses}>
                profile
              </Link>
              ;
            </li>
            <li>
              in your{' '}
              <Link to="/settings" className={linkClasses}>
                settings
              </Link>
              : change your email or password, see every device you are signed in on and sign them out, download all
              your data as a file, and delete your account.
            </li>
          </ul>
          <p>
            For anything else (a correction you cannot make yourself, or to stop hearing from us), write to us from the{' '}
            <Link to="/contact" className={linkClasses}>
              contact page
            </Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'keeping-it-safe',
      title: 'Keeping it safe',
      body: (
        <p>
          Passwords are hashed, the sign-in cookie cannot be read by scripts, sign-in attempts are limited, and only our
          team can open the back office. If something goes wrong that puts your data at risk, we will tell you.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When what we keep or how we use it changes, we update this page and its date first. For an important change we
          also email you.
        </p>
      ),
    },
  ];
  return (
    <PolicyPage
      eyebrow="Privacy"
      title="Privacy policy"
      updated="November 2026"
      intro={
        <p>
          What {name} keeps about you, why, who sees it and for how long. Short version: only what we need to find you
          work, never sold, and you can download or delete it yourself.
        </p>
      }
      sections={sections}
    />
  );
}

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
