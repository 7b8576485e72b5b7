import { MapPin, PackageCheck, PackageSearch, Truck } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { useSeo } from '#client/lib/seo.tsx';
import { Bullets, ContentPage, type ContentSection, type Highlight } from '../components/content-page.tsx';
import {
  DELIVERY_PROMISE,
  FALLBACK_RATES_TEXT,
  FLAT_SHIPPING_RATE,
  FREE_SHIPPING_FROM,
  HANDLING_TIME,
  MULTI_ITEM_DISCOUNT,
  REPORT_WINDOW_DAYS,
  SHIP_TO,
  SHIPPING_SERVICES,
} from '../policy.ts';

const link = 'font-semibold text-brand-700 hover:underline';

const HIGHLIGHTS: readonly Highlight[] = [
  {
    Icon: Truck,
    title: `Free shipping from ${FREE_SHIPPING_FROM}`,
    text: `Standard shipping is free on orders of ${FREE_SHIPPING_FROM} or more, and a flat ${FLAT_SHIPPING_RATE} below that.`,
  },
  {
    Icon: PackageCheck,
    title: 'Made, then shipped',
    text: 'Each product page says how many business days its maker takes; checkout tells you the date your order arrives by.',
  },
  { Icon: MapPin, title: 'Anywhere in the USA', text: 'All 50 states, D.C., U.S. territories and military addresses.' },
  { Icon: PackageSearch, title: 'Tracking on every package', text: 'Every package ships by USPS with a tracking number.' },
];

function ServicesTable() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">USPS services and delivery times</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Service
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Delivery time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {SHIPPING_SERVICES.map((s) => (
            <tr key={s.service}>
              <th scope="row" className="px-4 py-3 align-top font-normal">
                <span className="block font-semibold text-slate-900">{s.service}</span>
                <span className="mt-0.5 block text-slate-600">{s.note}</span>
              </th>
              <td className="px-4 py-3 align-top font-medium whitespace-nowrap text-slate-900">{s.days}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: readonly ContentSection[] = [
  {
    id: 'costs',
    title: 'Shipping costs',
    body: (
      <>
        <p>
          Every order ships with USPS. Standard shipping, the cheapest service checkout offers for your address (usually USPS Ground Advantage), has one price
          whatever your package weighs. Faster services cost the carrier's rate, which depends on your package's weight and how far it travels; an order from
          several makers ships as one package from each maker's workshop, and a faster service costs the sum of the packages' rates. Checkout shows every price
          for your address before you pay.
        </p>
        <Bullets
          items={[
            <>
              <strong className="text-slate-900">Orders of {FREE_SHIPPING_FROM} or more:</strong> standard shipping is free.
            </>,
            <>
              <strong className="text-slate-900">Orders under {FREE_SHIPPING_FROM}:</strong> standard shipping is a flat {FLAT_SHIPPING_RATE}.
            </>,
            `Faster services keep their price if you choose one, whatever your order's total.`,
            `The ${FREE_SHIPPING_FROM} counts the items in your cart, before tax and before any multi-item discount.`,
            `If the carrier's rates can't be reached for a moment, checkout offers ${FALLBACK_RATES_TEXT} instead.`,
            <>
              <strong className="text-slate-900">Multi-item discount:</strong> {MULTI_ITEM_DISCOUNT}
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times',
    body: (
      <>
        <p>{HANDLING_TIME} Once your package is on its way, delivery takes:</p>
        <ServicesTable />
        <p>{DELIVERY_PROMISE} Packages to Alaska, Hawaii, the U.S. territories and military addresses can take a little longer.</p>
      </>
    ),
  },
  {
    id: 'several-makers',
    title: 'Orders from several makers',
    body: (
      <p>
        Each maker ships the items they made from their own workshop. An order with items from several sellers can therefore arrive in separate packages, on
        different days, each with its own tracking number.
      </p>
    ),
  },
  {
    id: 'where-we-ship',
    title: 'Where we ship',
    body: (
      <>
        <p>{SHIP_TO}</p>
        <p>We don't ship to addresses outside the United States. For a military address, enter APO, FPO or DPO as the city and AA, AE or AP as the state.</p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking your package',
    body: (
      <p>
        When your order ships we email you its tracking number. You can follow the package from your order's details page in{' '}
        <Link to="/orders" className={link}>
          My Orders
        </Link>
        , or enter the number on our{' '}
        <Link to="/tracking" className={link}>
          Track Package
        </Link>{' '}
        page.
      </p>
    ),
  },
  {
    id: 'problems',
    title: 'Lost, late or damaged packages',
    body: (
      <>
        <p>
          If your package hasn't arrived by its expected date, check its tracking first: USPS sometimes needs a day or two more. If tracking says it was
          delivered but you can't find it, if it never arrives, or if it arrives damaged,{' '}
          <Link to="/contact" className={link}>
            contact us
          </Link>{' '}
          within {REPORT_WINDOW_DAYS} days of the delivery date (for a package that never arrived, its expected delivery date) with your order number.
        </p>
        <p>
          Keep the box and the packing material of a damaged package: the carrier's claim may need photos of them. We'll work with the seller and USPS to put it
          right: a replacement where the seller has one, otherwise a refund.
        </p>
      </>
    ),
  },
];

/** /shipping (docs/product.md B2 and B9), as checkout charges it (src/shared/checkout-rules.ts, decision 0016). */
export default function ShippingPage() {
  useSeo({
    title: 'Shipping Information',
    description: `Free standard shipping on orders of ${FREE_SHIPPING_FROM} or more, a flat ${FLAT_SHIPPING_RATE} below. USPS delivery times, costs, tracking and where we ship in the United States.`,
  });
  return (
    <ContentPage
      title="Shipping Information"
      lead="Every order ships by USPS from the American maker who made it, to any address in the United States. Here is what shipping costs and how long it takes."
      highlights={HIGHLIGHTS}
      sections={SECTIONS}
    />
  );
}
