import { Ban, CreditCard, Database, UserCheck } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { SITE_BUSINESS } from '#shared/site.ts';
import { Bullets, ContentPage, type ContentSection, type Highlight } from '../components/content-page.tsx';
import { LEGAL_UPDATED } from '../policy.ts';
import { REMEMBER_DAYS, SESSION_DAYS } from '#shared/sign-in-cookies.ts';

const link = 'font-semibold text-brand-700 hover:underline';
const strong = 'text-slate-900';

const HIGHLIGHTS: readonly Highlight[] = [
  { Icon: Database, title: 'Only what an order needs', text: 'Your account, your orders and where to send them.' },
  { Icon: CreditCard, title: 'No card numbers', text: 'We keep only your card brand and its last four digits.' },
  { Icon: Ban, title: 'Never sold', text: 'We do not sell your data, show ads or use tracking cookies.' },
  { Icon: UserCheck, title: 'Yours to change', text: 'Update your details on your Profile, or ask us for a copy or deletion.' },
];

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <Bullets
        items={[
          <>
            <strong className={strong}>Your account:</strong> your username, email address and password. We never store the password itself, only a one-way
            scrambled form of it that cannot be turned back into the password.
          </>,
          <>
            <strong className={strong}>Your orders:</strong> what you bought, from which sellers, the amounts, the shipping address and the name and phone
            number you gave for delivery, the packages' tracking, and any cancellation or return. The address you save on your Profile is kept to fill in
            checkout for you.
          </>,
          <>
            <strong className={strong}>Payment:</strong> your card number, expiry date and security code go straight to our payment provider and never reach our
            servers. We keep only the card brand (such as Visa) and its last four digits, so you can recognise the card on your order.
          </>,
          <>
            <strong className={strong}>What you write to us or about products:</strong> reviews, return requests, messages sent through our contact form, your
            wishlist and, if you subscribe, your newsletter email address.
          </>,
          <>
            <strong className={strong}>Sellers:</strong> the company name and website given when opening a seller account, the listings, and the shop's
            ship-from address used for shipping labels.
          </>,
          <>
            <strong className={strong}>Technical records:</strong> when you use the site our servers record each request (the page or action, the time, your IP
            address and browser) to keep the site secure and working.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <Bullets
        items={[
          'To run your account and sign you in.',
          'To take your payment, pass your order to its sellers, ship it, and handle cancellations, returns and refunds.',
          'To send the emails your orders need (confirmation, shipping, delivery, returns) and, only if you subscribed, our newsletter.',
          'To answer your messages and help with a problem.',
          'To keep the site safe: to limit repeated sign-in attempts, stop fraud and find the cause of errors.',
          'To meet our legal duties, such as collecting sales tax and keeping business records.',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <Bullets
          items={[
            'The seller of each item you order sees your name, shipping address and what you bought from them, so they can ship it and handle a return. They may not use it for anything else.',
            'USPS receives the shipping address on each label.',
            'Our payment provider processes your card payment and refunds.',
            'Companies that host our servers and send our email handle your data only on our instructions.',
            'Public authorities, when the law requires it.',
          ]}
        />
        <p>We do not sell or rent your personal information, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <Bullets
        items={[
          <>
            <strong className={strong}>Your account</strong> and the details on your Profile: until you ask us to close your account.
          </>,
          <>
            <strong className={strong}>Orders, payments, returns and the emails about them:</strong> for seven years after the order, as tax and accounting law
            requires, even if you close your account.
          </>,
          <>
            <strong className={strong}>Sign-in:</strong> a session lasts {SESSION_DAYS} days and a remembered account {REMEMBER_DAYS} days; expired ones are
            deleted within the hour. Signing out ends the session at once.
          </>,
          <>
            <strong className={strong}>Contact messages:</strong> up to two years, so we can follow up on a problem.
          </>,
          <>
            <strong className={strong}>Newsletter:</strong> until you unsubscribe with the link at the bottom of every newsletter.
          </>,
          <>
            <strong className={strong}>Server logs:</strong> 30 days.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use two cookies, both to keep you signed in, and no advertising or tracking cookies. Our{' '}
        <Link to="/cookies" className={link}>
          Cookie Policy
        </Link>{' '}
        lists them.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can see and change your email address, password and shipping details on your Profile at any time. You can also ask us for a copy of the personal
          information we hold about you, to correct it, or to delete it and close your account: write to us through our{' '}
          <Link to="/contact" className={link}>
            contact form
          </Link>{' '}
          or at{' '}
          <a href={`mailto:${SITE_BUSINESS.supportEmail}`} className={link}>
            {SITE_BUSINESS.supportEmail}
          </a>
          . We answer within 30 days, and we may ask you to confirm that the account is yours.
        </p>
        <p>
          Depending on the state you live in (for example California, Colorado or Virginia), you may have further rights under its privacy law; we honor them
          for every customer, wherever they live.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        The site is served over an encrypted connection. Passwords are stored only in scrambled form, sign-in cookies cannot be read by scripts, and each seller
        sees only the orders of their own items. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Heartland Market is not meant for children under 13, and we do not knowingly collect their information.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>If we change how we handle your information, we will update this page and its date, and email you before a change that matters.</p>,
  },
];

/** /privacy: what the marketplace keeps, why, with whom and for how long (docs/decisions/0047). */
export default function PrivacyPage() {
  useSeo({
    title: 'Privacy Policy',
    description:
      'What personal information Heartland Market collects, why, who sees it and how long we keep it. We keep no card numbers and use no tracking cookies.',
  });
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What we collect when you shop or sell on Heartland Market, why we need it, who sees it and how long we keep it."
      updated={LEGAL_UPDATED}
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
