import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { categoriesQuery } from '#client/features/catalogue/api.ts';
import type { ProductDto } from '#shared/catalogue.ts';
import { SHIPPING_CLASS_LABELS } from '#shared/listing-revisions.ts';
import { SHIPPING_CLASSES, type editProductSchema, type ShippingClass, type submitProductSchema } from '#shared/schemas/seller.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { ImageField } from './image-field.tsx';

/** What the form's inputs hold (text for numbers) before the schema reads them. */
export interface ListingValues {
  name: string;
  description: string;
  price: string;
  imageUrl: string;
  categoryId: string;
  stock: string;
  oldPrice: string;
  weight: string;
  dimensions: string;
  shippingClass: ShippingClass;
  requiresShipping: boolean;
  isNew: boolean;
  isOnSale: boolean;
}

/** A new listing's defaults (docs/product.md B5: stock 1; isNew, requiresShipping on). */
export const NEW_LISTING: ListingValues = {
  name: '',
  description: '',
  price: '',
  imageUrl: '',
  categoryId: '',
  stock: '1',
  oldPrice: '',
  weight: '',
  dimensions: '',
  shippingClass: 'standard',
  requiresShipping: true,
  isNew: true,
  isOnSale: false,
};

export const valuesOf = (p: ProductDto): ListingValues => ({
  name: p.name,
  description: p.description,
  price: p.price,
  imageUrl: p.imageUrl ?? '',
  categoryId: String(p.categoryId),
  stock: String(p.stock ?? 0),
  oldPrice: p.oldPrice ?? '',
  weight: p.weight == null ? '' : String(p.weight),
  dimensions: p.dimensions ?? '',
  shippingClass: p.shippingClass,
  requiresShipping: p.requiresShipping,
  isNew: p.isNew,
  isOnSale: p.isOnSale,
});

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-accent-600';

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{error}</span>
    </p>
  );
}

interface ListingFormProps {
  schema: typeof submitProductSchema | typeof editProductSchema;
  defaultValues: ListingValues;
  onSubmit: (input: object) => void;
  pending: boolean;
  submitLabel: string;
  pendingText: string;
  /** more actions beside the submit button (Delete on the edit page) */
  actions?: ReactNode;
}

/** The fields of a listing (docs/product.md B3 and B5), for the submit and the edit page. */
export function ListingForm({ schema, defaultValues, onSubmit, pending, submitLabel, pendingText, actions }: ListingFormProps) {
  const categories = useQuery(categoriesQuery);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<ListingValues, unknown, object>({ resolver: zodResolver(schema) as unknown as Resolver<ListingValues, unknown, object>, defaultValues });
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const error = (name: keyof ListingValues) => errors[name]?.message;
  const describe = (name: keyof ListingValues, id: string) => ({
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `${id}-error` : undefined,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={submitLabel} className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-slate-900">Product details</legend>
        <TextField id="product-name" label="Product Name" error={error('name')} {...register('name')} />
        <div>
          <label htmlFor="product-description" className="mb-1.5 block text-sm font-medium text-slate-800">
            Description
          </label>
          <textarea
            id="product-description"
            rows={5}
            className={`${CONTROL} py-2`}
            {...describe('description', 'product-description')}
            {...register('description')}
          />
          <FieldError id="product-description" error={error('description')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField id="product-price" label="Price ($)" inputMode="decimal" error={error('price')} {...register('price')} />
          <TextField id="product-stock" label="Stock" inputMode="numeric" error={error('stock')} {...register('stock')} />
          <div>
            <label htmlFor="product-category" className="mb-1.5 block text-sm font-medium text-slate-800">
              Category
            </label>
            <select id="product-category" className={`${CONTROL} h-11`} {...describe('categoryId', 'product-category')} {...register('categoryId')}>
              <option value="">{categories.isPending ? 'Loading categories...' : 'Select a category'}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <FieldError id="product-category" error={error('categoryId')} />
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold text-slate-900">Product image</legend>
        <ImageField
          value={imageUrl}
          onChange={(url) => setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true })}
          error={error('imageUrl')}
          inputProps={register('imageUrl')}
          disabled={pending}
        />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-slate-900">Pricing and shipping</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="product-old-price"
            label="Original Price ($)"
            optional
            inputMode="decimal"
            hint="Shown crossed out beside the price."
            error={error('oldPrice')}
            {...register('oldPrice')}
          />
          <TextField id="product-weight" label="Weight (oz)" optional inputMode="numeric" error={error('weight')} {...register('weight')} />
          <TextField
            id="product-dimensions"
            label="Dimensions (LxWxH inches)"
            optional
            placeholder="12x9x3"
            error={error('dimensions')}
            {...register('dimensions')}
          />
          <div>
            <label htmlFor="product-shipping-class" className="mb-1.5 block text-sm font-medium text-slate-800">
              Shipping Class
            </label>
            <select id="product-shipping-class" className={`${CONTROL} h-11`} {...register('shippingClass')}>
              {SHIPPING_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {SHIPPING_CLASS_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-3">
          <CheckboxField id="product-requires-shipping" label="Requires shipping" {...register('requiresShipping')} />
          <CheckboxField id="product-is-new" label="Mark as new" {...register('isNew')} />
          <CheckboxField id="product-on-sale" label="On sale" {...register('isOnSale')} />
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {actions}
        <div className="sm:ml-auto sm:w-56">
          <SubmitButton pending={pending} pendingText={pendingText}>
            {submitLabel}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
