import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';

const ITEMS = [
  { Icon: Truck, title: 'Free Shipping', text: 'On orders over $50' },
  { Icon: RotateCcw, title: 'Easy Returns', text: '30-day return policy' },
  { Icon: ShieldCheck, title: 'Secure Payment', text: 'Encrypted checkout' },
];

/** The product page's promises (docs/product.md A2 and A9). */
export function InfoBox() {
  return (
    <ul className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3">
      {ITEMS.map(({ Icon, title, text }) => (
        <li key={title} className="flex items-center gap-3">
          <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <span className="text-sm">
            <span className="block font-semibold text-slate-900">{title}</span>
            <span className="text-slate-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
