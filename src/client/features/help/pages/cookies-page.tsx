import { Ban, Cookie, LogIn, ShieldCheck } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { REMEMBER_COOKIE, REMEMBER_DAYS, SESSION_COOKIE, SESSION_DAYS } from '#shared/sign-in-cookies.ts';
import { Bullets, ContentPage, type ContentSection, type Highlight } from '../components/content-page.tsx';
import { LEGAL_UPDATED } from '../policy.ts';

const link = 'font-semibold text-brand-700 hover:underline';

const HIGHLIGHTS: readonly Highlight[] = [
  { Icon: Cookie, title: 'Two cookies', text: 'Both are about signing in, and both are our own.' },
  { Icon: Ban, title: 'No tracking', text: 'No advertising, analytics or social media cookies.' },
  { Icon: LogIn, title: 'Set when you sign in', text: 'Browsing without an account sets no cookie at all.' },
  { Icon: ShieldCheck, title: 'Out of reach of scripts', text: 'Only our server can read them, over the site’s own connection.' },
];

const COOKIES = [
  {
    name: SESSION_COOKIE,
    purpose: 'Keeps you signed in as you move from page to page, so your cart, orders and profile are yours.',
    lasts: `${SESSION_DAYS} days, or until you sign out`,
  },
  {
    name: REMEMBER_COOKIE,
    purpose:
      'Remembers your account on this browser, so the sign-in page can welcome you back and offer quick sign-in. After you sign out it only recognises the account and asks for your password.',
    lasts: `${REMEMBER_DAYS} days from your last sign-in with your password`,
  },
] as const;

function CookieTable() {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div tabIndex={0} role="region" aria-label="Cookies" className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The cookies Heartland Market sets</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Cookie
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What it does
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              How long it lasts
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {COOKIES.map((c) => (
            <tr key={c.name}>
              <th scope="row" className="px-4 py-3 align-top font-mono font-semibold text-slate-900">
                {c.name}
              </th>
              <td className="min-w-48 px-4 py-3 align-top text-slate-700">{c.purpose}</td>
              <td className="min-w-32 px-4 py-3 align-top text-slate-900">{c.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        A cookie is a small piece of text a website asks your browser to keep and send back on your next visit. We use them only to know that you are signed in.
      </p>
    ),
  },
  {
    id: 'cookies-we-set',
    title: 'The cookies we set',
    body: (
      <>
        <CookieTable />
        <p>
          Each cookie holds a random code, not your name or password. The code is checked against our records on every visit and stops working when it expires
          or when you sign out. Both cookies are HttpOnly (no script on the page can read them), are sent only to Heartland Market, and only over an encrypted
          connection.
        </p>
      </>
    ),
  },
  {
    id: 'no-tracking',
    title: 'What we don’t use',
    body: (
      <Bullets
        items={[
          'No advertising or retargeting cookies.',
          'No analytics or measurement cookies, ours or anyone else’s.',
          'No social media buttons or pixels that follow you around the web.',
        ]}
      />
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <>
        <p>
          Because our cookies only keep you signed in, we don’t ask for consent with a banner: you choose when you sign in. You can delete them at any time in
          your browser’s settings, which signs you out. If your browser blocks cookies you can still browse, but you won’t be able to sign in, use your cart or
          check out.
        </p>
        <p>
          How we handle the rest of your information is in our{' '}
          <Link to="/privacy" className={link}>
            Privacy Policy
          </Link>
          .
        </p>
      </>
    ),
  },
];

/** /cookies: the two sign-in cookies the server sets (#shared/sign-in-cookies.ts) and nothing else (docs/decisions/0047). */
export default function CookiesPage() {
  useSeo({
    title: 'Cookie Policy',
    description: 'Heartland Market sets two cookies, both to keep you signed in. No advertising, analytics or tracking cookies.',
  });
  return (
    <ContentPage
      title="Cookie Policy"
      lead="We keep cookies to the minimum: two of our own, to keep you signed in, and nothing that tracks you."
      updated={LEGAL_UPDATED}
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
