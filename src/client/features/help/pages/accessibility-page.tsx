import { Eye, Keyboard, MessageSquareWarning, Smartphone } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { SITE_BUSINESS, SUPPORT_PHONE } from '#shared/site.ts';
import { Bullets, ContentPage, type ContentSection, type Highlight } from '../components/content-page.tsx';
import { LEGAL_UPDATED } from '../policy.ts';

const link = 'font-semibold text-brand-700 hover:underline';

const HIGHLIGHTS: readonly Highlight[] = [
  { Icon: Eye, title: 'WCAG 2.2 AA', text: 'The standard we build and test every page against.' },
  { Icon: Keyboard, title: 'Keyboard friendly', text: 'Every control can be reached and used without a mouse, with a visible focus.' },
  { Icon: Smartphone, title: 'Any screen', text: 'Pages work from a 320 px phone to a wide desktop, and when zoomed.' },
  { Icon: MessageSquareWarning, title: 'Tell us', text: 'Found a barrier? Report it and we reply within 1-2 business days.' },
];

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'commitment',
    title: 'Our commitment',
    body: (
      <p>
        Everyone should be able to shop and sell on Heartland Market, whatever their abilities and whatever device or assistive technology they use. We aim to
        meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, for shoppers and sellers alike.
      </p>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    body: (
      <Bullets
        items={[
          'Pages use real headings, landmarks, labels and lists, so screen readers can find their way around.',
          'Everything works with a keyboard: menus, dialogs, forms and the checkout. Focus is always visible, and it goes back where you were when a dialog closes.',
          'Form errors are named next to the field they belong to and announced, and messages such as "Added to cart" are read out by screen readers.',
          'Text and controls meet the AA contrast ratios, and nothing is conveyed by color alone.',
          'Product photos have text descriptions; decorative images are hidden from screen readers.',
          'Pages reflow on small screens and when zoomed, without scrolling sideways.',
        ]}
      />
    ),
  },
  {
    id: 'how-we-test',
    title: 'How we test',
    body: (
      <p>
        Every page of the store, in each of its states (open menus and dialogs, forms with errors), is checked automatically before each release, on a
        phone-sized and a desktop-sized screen, including whether each control shows its keyboard focus. Key journeys, such as finding a product, checking out
        and returning an item, are also tested with the keyboard alone.
      </p>
    ),
  },
  {
    id: 'known-limits',
    title: 'Known limitations',
    body: (
      <Bullets
        items={[
          'Product photos and descriptions are written by each seller. We ask them for clear descriptions, but some photos may say less than they could.',
          'Shipping label and invoice PDFs are made for printing and may be hard to read with a screen reader. The same details are on the order’s page.',
        ]}
      />
    ),
  },
  {
    id: 'report',
    title: 'Report a problem',
    body: (
      <>
        <p>
          If something on Heartland Market is hard or impossible for you to use, please tell us: what page you were on, what you were trying to do, and the
          browser and assistive technology you use, if any. We reply within 1-2 business days and, if we can't fix the problem quickly, we help you complete
          your order another way.
        </p>
        <Bullets
          items={[
            <>
              Use our{' '}
              <Link to="/contact" className={link}>
                contact form
              </Link>{' '}
              and choose "General question".
            </>,
            <>
              Email{' '}
              <a href={`mailto:${SITE_BUSINESS.supportEmail}`} className={link}>
                {SITE_BUSINESS.supportEmail}
              </a>{' '}
              with "Accessibility" in the subject.
            </>,
            <>
              Call{' '}
              <a href={`tel:${SUPPORT_PHONE.tel}`} className={link}>
                {SUPPORT_PHONE.display}
              </a>{' '}
              during support hours.
            </>,
          ]}
        />
      </>
    ),
  },
];

/** /accessibility: the accessibility target (WCAG 2.2 AA) and how to report a barrier (docs/decisions/0047). */
export default function AccessibilityPage() {
  useSeo({
    title: 'Accessibility',
    description: 'Heartland Market aims to meet WCAG 2.2 level AA. What we do, how we test, known limitations and how to report an accessibility problem.',
  });
  return (
    <ContentPage
      title="Accessibility"
      lead="Heartland Market is built to be usable by everyone. Here is the standard we hold ourselves to, and how to tell us when we fall short."
      updated={LEGAL_UPDATED}
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
