import { useId } from 'react';
import { Clock, Mail, Phone } from 'lucide-react';
import { SITE_BUSINESS, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_REPLY_TIME } from '#shared/site.ts';

/**
 * How to reach customer support and when (docs/product.md B9): on the contact page, the Help Center
 * and the policy pages alike.
 */
export function SupportCard({ headingLevel = 'h2', className = '' }: { headingLevel?: 'h2' | 'h3'; className?: string }) {
  const Heading = headingLevel;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 ${className}`}>
      <Heading id={titleId} className="text-lg font-bold text-slate-900">
        Customer Support
      </Heading>
      <ul className="mt-4 space-y-3 text-sm">
        <li className="flex items-start gap-3">
          <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="block text-slate-600">Call us</span>
            <a href={`tel:${SUPPORT_PHONE.tel}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
              {SUPPORT_PHONE.display}
            </a>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0">
            <span className="block text-slate-600">Email us</span>
            <a href={`mailto:${SITE_BUSINESS.supportEmail}`} className="font-semibold break-all text-slate-900 hover:text-brand-700 hover:underline">
              {SITE_BUSINESS.supportEmail}
            </a>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block text-slate-600">Support hours</span>
            <dl className="mt-1 space-y-1">
              {SUPPORT_HOURS.map(({ days, hours }) => (
                <div key={days} className="flex justify-between gap-3">
                  <dt className="text-slate-700">{days}</dt>
                  <dd className="font-medium whitespace-nowrap text-slate-900">{hours}</dd>
                </div>
              ))}
            </dl>
          </span>
        </li>
      </ul>
      <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">{SUPPORT_REPLY_TIME}</p>
    </section>
  );
}
