import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton, TextField } from '#client/components/ui/form-field.tsx';
import { categoriesQuery } from '#client/features/catalogue/api.ts';
import { nestedFieldErrors } from '#client/lib/field-errors.ts';
import { SHIPPING_CLASS_LABELS } from '#shared/listing-revisions.ts';
import { CARE_MAX, MATERIALS_MAX, PROCESSING_DAYS_MAX, SHIPPING_CLASSES, type editProductSchema, type submitProductSchema } from '#shared/schemas/seller.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { FieldError } from './field-error.tsx';
import { NEW_LISTING, toInput, type ListingValues } from './listing-values.ts';
import { ADD_PHOTOS_ID, PhotosField, photoTileId } from './photos-field.tsx';
import { ADD_OPTION_ID, optionNameId, optionValuesId, variantFieldId, VariantsField } from './variants-field.tsx';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-accent-600';

/**
 * Where the focus goes for a refused field inside a list: its own input, or what stands for it
 * (a photo's tile, an option's values box, a variant's first input).
 */
function focusTarget(path: string): string | null {
  const [list, index, field] = path.split('.');
  const i = Number(index);
  if (list === 'images') return Number.isInteger(i) ? (field === 'alt' ? `listing-photo-${i}-alt` : photoTileId(i)) : ADD_PHOTOS_ID;
  if (list === 'options') return Number.isInteger(i) ? (field === 'name' ? optionNameId(i) : optionValuesId(i)) : ADD_OPTION_ID;
  if (list === 'variants')
    return Number.isInteger(i) ? variantFieldId(i, field === 'options' || field === 'id' || !field ? 'price' : field) : variantFieldId(0, 'price');
  return null;
}

interface ListingFormProps {
  schema: typeof submitProductSchema | typeof editProductSchema;
  defaultValues: ListingValues;
  /** sends the input; `refused` shows a 400's field messages beside their fields */
  onSubmit: (input: object, refused: (error: unknown) => void) => void;
  pending: boolean;
  submitLabel: string;
  pendingText: string;
  /** more actions beside the submit button (Delete on the edit page) */
  actions?: ReactNode;
  /** false when editing a listing made without photos (through the API): it can be saved without adding one */
  photosRequired?: boolean;
}

/** The fields of a listing (docs/product.md B3 and B5), for the submit and the edit page. */
export function ListingForm({ schema, defaultValues, onSubmit, pending, submitLabel, pendingText, actions, photosRequired = true }: ListingFormProps) {
  const categories = useQuery(categoriesQuery);
  // The schema reads what the form sends (toInput): the price and stock, or the variants.
  const resolve = zodResolver(schema) as unknown as Resolver<ListingValues, unknown, object>;
  const form = useForm<ListingValues, unknown, object>({
    resolver: (values, context, options) => resolve(toInput(values, photosRequired) as unknown as ListingValues, context, options),
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = form;
  const hasOptions = useWatch({ control, name: 'options' }).length > 0;
  // The server's 400 names each field it refused (docs/product.md: `details`); the first in the form takes the focus.
  const refused = (failure: unknown) => {
    const fields = nestedFieldErrors(failure, NEW_LISTING);
    for (const { path, message } of fields) setError(path as keyof ListingValues, { message });
    const first = (Object.keys(NEW_LISTING) as Array<keyof ListingValues>).map((key) => fields.find((f) => f.field === key)).find(Boolean);
    if (!first) return;
    const target = focusTarget(first.path);
    if (target) document.getElementById(target)?.focus();
    else setFocus(first.field);
  };
  const error = (name: keyof ListingValues) => {
    const found = errors[name] as { message?: string; root?: { message?: string } } | undefined;
    return found?.message ?? found?.root?.message;
  };
  const describe = (name: keyof ListingValues, id: string) => ({
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `${id}-error` : undefined,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit((input) => onSubmit(input, refused))} noValidate aria-label={submitLabel} className="space-y-8">
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
          <div className={`grid gap-5 ${hasOptions ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
            {hasOptions ? (
              <p className="text-sm text-slate-600 sm:self-center">Price and stock are set for each variant, under Options and variants.</p>
            ) : (
              <>
                <TextField id="product-price" label="Price ($)" inputMode="decimal" error={error('price')} {...register('price')} />
                <TextField id="product-stock" label="Stock" inputMode="numeric" error={error('stock')} {...register('stock')} />
              </>
            )}
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

        <fieldset className="min-w-0 space-y-3">
          <legend className="text-lg font-bold text-slate-900">Photos</legend>
          <PhotosField disabled={pending} />
        </fieldset>

        <fieldset className="min-w-0 space-y-3">
          <legend className="text-lg font-bold text-slate-900">Options and variants</legend>
          <VariantsField />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-bold text-slate-900">Materials and care</legend>
          <TextField
            id="product-materials"
            label="Materials"
            optional
            maxLength={MATERIALS_MAX}
            hint="What it is made of, e.g. Black walnut, linseed oil"
            error={error('materials')}
            {...register('materials')}
          />
          <div>
            <label htmlFor="product-care" className="mb-1.5 flex items-baseline gap-1.5 text-sm font-medium text-slate-800">
              Care instructions
              <span className="text-xs font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id="product-care"
              rows={3}
              maxLength={CARE_MAX}
              className={`${CONTROL} py-2`}
              {...describe('care', 'product-care')}
              {...register('care')}
            />
            <FieldError id="product-care" error={error('care')} />
          </div>
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
          <fieldset aria-describedby="product-processing-hint">
            <legend className="text-sm font-medium text-slate-800">Processing time (business days)</legend>
            <p id="product-processing-hint" className="mt-1 text-xs text-slate-500">
              How long you take to make and pack an order before it ships.
            </p>
            <div className="mt-2 grid grid-cols-2 gap-4 sm:max-w-md">
              {(
                [
                  ['processingDaysMin', 'product-processing-min', 'From'],
                  ['processingDaysMax', 'product-processing-max', 'To'],
                ] as const
              ).map(([name, id, label]) => (
                <TextField
                  key={name}
                  id={id}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={PROCESSING_DAYS_MAX}
                  step={1}
                  error={error(name)}
                  {...register(name)}
                />
              ))}
            </div>
          </fieldset>
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
    </FormProvider>
  );
}
