import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ProductImage } from '#client/components/catalogue/product-image.tsx';
import { categoriesQuery } from '#client/features/catalogue/api.ts';
import { formatDate } from '#shared/dates.ts';
import {
  FIELD_LABELS,
  REVISION_STATUS_LABELS,
  SHIPPING_CLASS_LABELS,
  type ChangeValue,
  type ListingChange,
  type ListingRevisionDto,
  type RecordedField,
} from '#shared/listing-revisions.ts';
import type { ProductImageDto, ProductOptionDto } from '#shared/catalogue.ts';
import type { RecordedVariant } from '#shared/listing-variants.ts';
import { variantLabel } from '#shared/variant-label.ts';
import { formatUsd } from '#shared/money.ts';
import type { ShippingClass } from '#shared/schemas/seller.ts';

/** A list field's JSON text (docs/decisions/0060-photos-and-variants.md), read as its list. */
const parsed = <T,>(value: ChangeValue): T[] => JSON.parse(String(value)) as T[];

/** The photos in order, each a thumbnail with its alt text beneath, so the alt text is reviewed too. */
function PhotosView({ value, side }: { value: ChangeValue; side: string }) {
  const photos = parsed<ProductImageDto>(value);
  if (!photos.length) return <span className="text-slate-500 italic">None</span>;
  return (
    <ol className="flex flex-wrap gap-2">
      {photos.map((photo, i) => (
        <li key={photo.url} className="w-20 sm:w-24">
          <div className="overflow-hidden rounded-lg border border-slate-200">
            <ProductImage imageUrl={photo.url} alt={`${side} photo ${i + 1}`} size={96} />
          </div>
          <p className="mt-1 line-clamp-2 text-xs break-words text-slate-600">{photo.alt}</p>
        </li>
      ))}
    </ol>
  );
}

/** The variants one per line: "Size: M, Wood: Walnut: $24.00, 3 in stock, SKU B-1". */
function VariantsView({ value }: { value: ChangeValue }) {
  return (
    <ul className="space-y-1">
      {parsed<RecordedVariant>(value).map((v) => (
        <li key={variantLabel(v.options)} className="break-words">
          {[
            variantLabel(v.options) || 'One variant',
            formatUsd(v.price),
            v.stock === null ? 'unlimited stock' : `${v.stock} in stock`,
            v.sku && `SKU ${v.sku}`,
            v.weight !== null && `${v.weight} oz`,
            v.imageUrl && 'own photo',
          ]
            .filter(Boolean)
            .join(', ')}
        </li>
      ))}
    </ul>
  );
}

/** One side of a change, as the listing would show it: pictures as thumbnails, money in dollars, the category by name. */
function ChangeValueView({
  field,
  value,
  side,
  categoryName,
}: {
  field: RecordedField;
  value: ChangeValue;
  side: string;
  categoryName: (id: number) => string;
}) {
  if (value === null || value === '') return <span className="text-slate-500 italic">None</span>;
  switch (field) {
    case 'imageUrl':
      return (
        <div className="w-20 overflow-hidden rounded-lg border border-slate-200 sm:w-24">
          <ProductImage imageUrl={String(value)} alt={`${side} picture`} size={96} />
        </div>
      );
    case 'images':
      return <PhotosView value={value} side={side} />;
    case 'options': {
      const options = parsed<ProductOptionDto>(value);
      if (!options.length) return <span className="text-slate-500 italic">None</span>;
      return <span className="break-words">{options.map((o) => `${o.name}: ${o.values.join(', ')}`).join('; ')}</span>;
    }
    case 'variants':
      return <VariantsView value={value} />;
    case 'price':
    case 'oldPrice':
      return <span>{formatUsd(String(value))}</span>;
    case 'categoryId':
      return <span>{categoryName(Number(value))}</span>;
    case 'weight':
      return <span>{String(value)} oz</span>;
    case 'shippingClass':
      return <span>{SHIPPING_CLASS_LABELS[value as ShippingClass] ?? String(value)}</span>;
    case 'description':
      return <p className="max-h-40 overflow-y-auto break-words whitespace-pre-line">{String(value)}</p>;
    default:
      return <span className="break-words">{typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)}</span>;
  }
}

/** What changed, field by field: the old value beside the new one (stacked in two columns on a phone). */
export function ListingChanges({ changes, fromLabel = 'Live now', toLabel = 'Proposed' }: { changes: ListingChange[]; fromLabel?: string; toLabel?: string }) {
  const categories = useQuery(categoriesQuery);
  const categoryName = (id: number) => categories.data?.find((c) => c.id === id)?.name ?? `Category ${id}`;
  return (
    <ul className="divide-y divide-slate-200">
      {changes.map((c) => (
        <li key={c.field} className="grid grid-cols-2 gap-x-4 gap-y-1 py-3 sm:grid-cols-[9rem_1fr_1fr]">
          <p className="col-span-2 text-sm font-semibold text-slate-900 sm:col-span-1">{FIELD_LABELS[c.field]}</p>
          <div className="min-w-0 text-sm text-slate-600">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{fromLabel}</p>
            <ChangeValueView field={c.field} value={c.from} side={fromLabel} categoryName={categoryName} />
          </div>
          <div className="min-w-0 text-sm text-slate-900">
            <p className="text-xs font-medium tracking-wide text-sky-800 uppercase">{toLabel}</p>
            <ChangeValueView field={c.field} value={c.to} side={toLabel} categoryName={categoryName} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A listing's edit waiting for the administrator (decision 0040), with what may be done about it. */
export function PendingChanges({
  revision,
  intro,
  level = 3,
  children,
}: {
  revision: ListingRevisionDto;
  intro?: ReactNode;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  // Below a listing's own heading in a list, a page's section on the edit page.
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-label="Changes pending review" className="rounded-2xl border border-sky-200 bg-sky-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Heading className="font-semibold text-sky-950">Changes waiting for review</Heading>
        <p className="text-sm text-slate-600">Submitted {formatDate(revision.createdAt, 'stamp')}</p>
      </div>
      {intro && <p className="mt-2 text-sm text-slate-700">{intro}</p>}
      <div className="mt-3 rounded-xl border border-sky-100 bg-white px-3 sm:px-4">
        <ListingChanges changes={revision.changes} />
      </div>
      {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
    </section>
  );
}

/** The listing's past edits: what went live at once, what was approved, rejected, withdrawn or replaced. */
export function ChangeRecord({ revisions }: { revisions: ListingRevisionDto[] }) {
  const past = revisions.filter((r) => r.status !== 'pending');
  if (!past.length) return null;
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <summary className="cursor-pointer font-bold text-slate-900">Change record ({past.length})</summary>
      <ol className="mt-4 space-y-3">
        {past.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 px-3 pt-3 sm:px-4">
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{REVISION_STATUS_LABELS[r.status]}</span> · {formatDate(r.decidedAt ?? r.createdAt, 'stamp')}
              {r.authorName && ` · by ${r.authorName}`}
            </p>
            <ListingChanges changes={r.changes} fromLabel="Before" toLabel="After" />
          </li>
        ))}
      </ol>
    </details>
  );
}
