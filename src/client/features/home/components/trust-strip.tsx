import { Headphones, Lock, RotateCcw, Truck } from 'lucide-react';

const ITEMS = [
  { Icon: Truck, title: 'Free Shipping', text: 'On orders over $50' },
  { Icon: RotateCcw, title: 'Easy Returns', text: '30-day return policy' },
  { Icon: Lock, title: 'Secure Payment', text: 'Encrypted checkout' },
  // Not '24/7' (docs/product.md A1): support answers Monday to Saturday (SUPPORT_HOURS; decision 0015).
  { Icon: Headphones, title: 'Real Support', text: 'People who answer, 6 days a week' },
];

/** The four promises under the hero (docs/product.md A1). */
export function TrustStrip() {
  return (
    <section aria-label="Why shop with us" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 px-4 sm:px-6 lg:px-8 py-8 lg:grid-cols-4">
        {ITEMS.map(({ Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
