import { Link } from '#client/lib/router.tsx';
import { Logo } from '#client/components/logo.tsx';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '#client/components/social-icons.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { SITE_TAGLINE } from '#shared/site.ts';

const GROUPS: Array<{ title: string; links: Array<[string, string]> }> = [
  {
    title: 'Shop',
    links: [
      ['/deals', 'Deals'],
      ['/bestsellers', 'Best Sellers'],
      ['/new-arrivals', 'New Arrivals'],
      ['/categories', 'All Categories'],
    ],
  },
  {
    title: 'Customer Service',
    links: [
      ['/help', 'Help Center'],
      ['/tracking', 'Track Package'],
      ['/returns-policy', 'Returns Policy'],
      ['/shipping', 'Shipping Info'],
      ['/contact', 'Contact Us'],
    ],
  },
  {
    title: 'About',
    links: [
      ['/about', 'About Us'],
      ['/become-seller', 'Become a Seller'],
      ['/seller-terms', 'Seller Terms'],
    ],
  },
];

// The spec sends these to the not-found screen; they are real pages here (decision 0047).
const LEGAL: Array<[string, string]> = [
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/accessibility', 'Accessibility'],
  ['/cookies', 'Cookie Policy'],
];

const SOCIAL = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'X', Icon: XIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'YouTube', Icon: YoutubeIcon },
];

/**
 * The spec's social icons have no target. They are buttons, not dead links, and say so when used,
 * rather than sending the visitor to a page that does not exist.
 */
function announceSocial(name: string) {
  toast({ title: 'Coming soon', description: `Heartland Market on ${name} is not open yet. Check back soon.` });
}

const LINK = 'rounded-sm text-sm text-slate-300 hover:text-white hover:underline underline-offset-4';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark mt-auto bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="inline-block rounded-md" aria-label="Heartland Market home">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{SITE_TAGLINE}</p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ name, Icon }) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => announceSocial(name)}
                  aria-label={`Heartland Market on ${name} (coming soon)`}
                  className="grid h-10 w-10 place-items-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-white/20 hover:text-white"
                >
                  <Icon className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {group.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className={LINK}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 sm:px-6 lg:px-8 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>© {year} Heartland Market</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className={LINK}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
