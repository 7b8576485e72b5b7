import { ChevronDown, Headset, Phone } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { HANDLING_TIME, REPORT_WINDOW_DAYS, SHIPPING_SERVICES } from '#client/features/help/policy.ts';
import { SUPPORT_HOURS, SUPPORT_PHONE } from '#shared/site.ts';

interface Faq {
  question: string;
  answer: string;
}

/** Questions about tracking; the delivery facts are the help pages' policy facts (docs/product.md B9). */
const FAQS: readonly Faq[] = [
  {
    question: 'Where do I find my tracking number?',
    answer:
      'When your order ships we email you its tracking number, and it appears on the order under My Orders. An order from several makers ships in one package per maker, each with its own number.',
  },
  {
    question: 'When will my tracking information be available?',
    answer:
      'The number works as soon as the seller creates the shipping label and shows Pre-Shipment until USPS scans the package. The first scan usually follows within 24 hours, once the package is handed to USPS.',
  },
  {
    question: 'How long does delivery take?',
    answer: `${HANDLING_TIME} Then USPS delivers: ${SHIPPING_SERVICES.map((s) => `${s.service}, ${s.days.toLowerCase()}`).join('; ')}.`,
  },
  {
    question: "Why hasn't my tracking been updated?",
    answer:
      'Packages are scanned when they reach and leave each facility, so a day or two without a new scan is normal on long trips and over weekends. If nothing changes for 5 business days, contact us.',
  },
  {
    question: 'What does an Alert status mean?',
    answer:
      'USPS has reported a delay, for example because of weather or a problem with the address. Most packages still arrive a little later than estimated; the estimated delivery date shows the new day.',
  },
  {
    question: 'My package says Delivered, but I have not received it. What should I do?',
    answer: `Check around your door, mailbox and building, ask your household and neighbors, and wait until the end of the day, since packages are sometimes scanned before they arrive. If it is still missing, contact us within ${REPORT_WINDOW_DAYS} days of the delivery date and we will help.`,
  },
];

export function TrackingFaqs() {
  return (
    <section aria-labelledby="tracking-faqs">
      <h2 id="tracking-faqs" className="text-xl font-bold text-slate-900">
        Frequently Asked Questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {FAQS.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-3px] sm:px-5 [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="px-4 pb-5 leading-relaxed text-slate-700 sm:px-5">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The help card: customer service by phone, and Contact Support (docs/product.md B2). */
export function TrackingHelpCard() {
  return (
    <section aria-labelledby="tracking-help" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <Headset className="h-8 w-8 text-brand-700" aria-hidden />
      <h2 id="tracking-help" className="mt-3 text-lg font-bold text-slate-900">
        Need help with a delivery?
      </h2>
      <p className="mt-2 text-sm text-slate-700">Our customer service team can help with late, missing or damaged packages.</p>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <Phone className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        <a href={`tel:${SUPPORT_PHONE.tel}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {SUPPORT_PHONE.display}
        </a>
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        {SUPPORT_HOURS.map(({ days, hours }) => (
          <div key={days} className="flex justify-between gap-3">
            <dt className="text-slate-600">{days}</dt>
            <dd className="font-medium whitespace-nowrap text-slate-900">{hours}</dd>
          </div>
        ))}
      </dl>
      <Link to="/support" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-5 w-full`}>
        Contact Support
      </Link>
    </section>
  );
}
