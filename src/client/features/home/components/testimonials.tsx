import { Quote, Star } from 'lucide-react';

// Fixed sample content (docs/product.md A1): not loaded from the server.
const TESTIMONIALS = [
  {
    quote: 'I love knowing exactly who made what I buy. My cast-iron skillet came from a family foundry in Tennessee and it arrived in two days.',
    name: 'Sarah M.',
    place: 'Austin, TX',
  },
  {
    quote: 'Finally a marketplace where "Made in USA" actually means something. The quality of the leather goods I ordered is outstanding.',
    name: 'James R.',
    place: 'Columbus, OH',
  },
  {
    quote: 'Great prices, fast shipping, and I get to support small American businesses. Returns were painless when a size was off.',
    name: 'Maria G.',
    place: 'Sacramento, CA',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-14 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-title" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            What Our Customers Say
          </h2>
          <p className="mt-3 text-slate-600">Shoppers across the country, supporting American makers.</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <div className="flex gap-0.5 text-amber-400" role="img" aria-label="Rated 5 out of 5">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} className="h-4 w-4 fill-current" aria-hidden />
                    ))}
                  </div>
                  <Quote className="h-6 w-6 text-brand-100" aria-hidden />
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden>
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-xs text-slate-500">{t.place}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
