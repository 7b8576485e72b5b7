import { useState } from 'react';
import { CalendarDays, MapPin } from 'lucide-react';
import { RatingSummary } from '#client/components/catalogue/stars.tsx';
import { placeName } from '#shared/shop-groups.ts';
import { formatDate } from '#shared/dates.ts';
import type { ShopDto } from '#shared/schemas/shops.ts';

/** Up to two letters of the shop's name, in place of a logo it has not uploaded. */
export function shopInitials(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? [];
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** A picture that gives way to `fallback` when it is missing or fails to load. */
function Picture({ src, alt, className, fallback }: { src: string | null; alt: string; className: string; fallback: React.ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} />;
}

/** The shop page's header (issue 26): banner (or a plain band), logo (or initials), name, place, joined, rating, story. */
export function ShopHeader({ shop }: { shop: ShopDto }) {
  const place = placeName(shop);
  const joined = formatDate(shop.joinedAt, 'month');
  return (
    <header>
      <div className="relative h-28 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-800 via-brand-700 to-brand-600 sm:h-44 lg:h-56">
        <Picture
          src={shop.bannerUrl}
          alt=""
          className="h-full w-full object-cover"
          fallback={<span aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_20%_30%,rgba(255,255,255,0.14),transparent_55%)]" />}
        />
      </div>
      {/* The logo overlaps the banner's lower edge; the name starts below it. */}
      <div className="relative flex flex-col gap-3 px-2 sm:flex-row sm:items-start sm:gap-6 sm:px-6">
        <Picture
          src={shop.logoUrl}
          alt={`${shop.shopName} logo`}
          className="-mt-10 h-20 w-20 shrink-0 rounded-2xl bg-white object-cover shadow-md ring-4 ring-white sm:-mt-14 sm:h-28 sm:w-28"
          fallback={
            <span
              aria-hidden
              className="-mt-10 grid h-20 w-20 shrink-0 place-items-center rounded-2xl bg-accent-600 text-2xl font-extrabold text-white shadow-md ring-4 ring-white sm:-mt-14 sm:h-28 sm:w-28 sm:text-4xl"
            >
              {shopInitials(shop.shopName)}
            </span>
          }
        />
        <div className="min-w-0 sm:pt-3">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">{shop.shopName}</h1>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4 text-slate-500" aria-hidden />
                {place}
              </span>
            )}
            {joined && (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="h-4 w-4 text-slate-500" aria-hidden />
                Joined {joined}
              </span>
            )}
          </p>
          <div className="mt-2">
            <RatingSummary rating={shop.rating} reviewCount={shop.reviewCount} size="md" showValue />
          </div>
        </div>
      </div>
      {shop.story.trim() && (
        <section aria-label={`About ${shop.shopName}`} className="mt-6 max-w-3xl px-2 sm:px-6">
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{shop.story}</p>
        </section>
      )}
    </header>
  );
}
