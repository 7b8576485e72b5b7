import { useState, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { variantLabel } from '#shared/variant-label.ts';
import { MAX_OPTION_VALUES, MAX_OPTIONS, OPTION_NAME_MAX, OPTION_VALUE_MAX, sameText, SKU_MAX } from '#shared/listing-variants.ts';
import { FieldError } from './field-error.tsx';
import { syncVariants, type ListingValues, type OptionValues } from './listing-values.ts';

export const ADD_OPTION_ID = 'listing-add-option';
export const optionNameId = (i: number) => `listing-option-${i}-name`;
export const optionValuesId = (i: number) => `listing-option-${i}-values`;
export const variantFieldId = (i: number, field: string) => `listing-variant-${i}-${field}`;

const CONTROL =
  'block h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs hover:border-slate-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-accent-600';
const LABEL = 'mb-1 block text-xs font-medium text-slate-700 md:sr-only';
/**
 * On a wide screen a table: each variant's name over its row of five fields, under one header; on
 * a phone a card per variant, so the page never scrolls sideways.
 */
const COLUMNS = 'md:grid-cols-5';

/** Values typed into the values box: split at commas, blank and repeated ones dropped. */
function addValues(option: OptionValues, typed: string): OptionValues {
  const values = [...option.values];
  for (const value of typed.split(',').map((v) => v.trim())) {
    if (value && !values.some((v) => sameText(v, value)) && values.length < MAX_OPTION_VALUES) values.push(value.slice(0, OPTION_VALUE_MAX));
  }
  return { ...option, values };
}

/** One option: its name, and its values as chips, added with Enter or a comma, removed with their X. */
function OptionEditor({
  option,
  index,
  onChange,
  onRemove,
}: {
  option: OptionValues;
  index: number;
  onChange: (o: OptionValues) => void;
  onRemove: () => void;
}) {
  const {
    formState: { errors },
  } = useFormContext<ListingValues>();
  const [typed, setTyped] = useState('');
  const nameError = errors.options?.[index]?.name?.message;
  const valuesErrors = errors.options?.[index]?.values;
  const valuesError =
    valuesErrors?.message ?? valuesErrors?.root?.message ?? (Array.isArray(valuesErrors) ? valuesErrors.find((e) => e?.message)?.message : undefined);
  const commit = () => {
    if (typed.trim()) onChange(addValues(option, typed));
    setTyped('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && !typed && option.values.length) {
      onChange({ ...option, values: option.values.slice(0, -1) });
    }
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Option {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={optionNameId(index)} className="mb-1 block text-xs font-medium text-slate-700">
            Name
          </label>
          <input
            id={optionNameId(index)}
            value={option.name}
            maxLength={OPTION_NAME_MAX}
            placeholder="Size"
            className={CONTROL}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${optionNameId(index)}-error` : undefined}
            onChange={(e) => onChange({ ...option, name: e.target.value })}
          />
          <FieldError id={optionNameId(index)} error={nameError} />
        </div>
        <div className="min-w-0">
          <label htmlFor={optionValuesId(index)} className="mb-1 block text-xs font-medium text-slate-700">
            Values
          </label>
          <input
            id={optionValuesId(index)}
            value={typed}
            placeholder={option.values.length ? 'Add another value' : 'Small, Medium, Large'}
            className={CONTROL}
            aria-invalid={valuesError ? true : undefined}
            aria-describedby={`${optionValuesId(index)}-hint${valuesError ? ` ${optionValuesId(index)}-error` : ''}`}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
          <p id={`${optionValuesId(index)}-hint`} className="mt-1 text-xs text-slate-500">
            Press Enter or type a comma after each value; up to {MAX_OPTION_VALUES}.
          </p>
          <FieldError id={optionValuesId(index)} error={valuesError} />
          {option.values.length > 0 && (
            <ul aria-label={`Values of ${option.name || `option ${index + 1}`}`} className="mt-2 flex flex-wrap gap-1.5">
              {option.values.map((value) => (
                <li key={value} className="flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-3 text-sm text-slate-800">
                  <span className="truncate">{value}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${value}`}
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                    onClick={() => onChange({ ...option, values: option.values.filter((v) => v !== value) })}
                  >
                    <X className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <Button variant="dangerGhost" size="sm" className="mt-2" onClick={onRemove}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Remove option
      </Button>
    </fieldset>
  );
}

/**
 * Options (up to two, e.g. Size and Wood) and their variants: one row per combination of values,
 * kept in step as options and values change, each with its price, stock, SKU, photo and weight.
 */
export function VariantsField() {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ListingValues>();
  const options = useWatch({ control, name: 'options' });
  const photos = useWatch({ control, name: 'images' });
  const { fields, replace } = useFieldArray({ control, name: 'variants' });

  const update = (next: OptionValues[]) => {
    const before = getValues('options');
    setValue('options', next, { shouldDirty: true, shouldValidate: isSubmitted });
    replace(syncVariants(before, next, getValues('variants'), getValues('price')));
  };
  const variantsError = errors.variants?.root?.message ?? errors.variants?.message;
  const error = (i: number, field: 'price' | 'stock' | 'sku' | 'imageUrl' | 'weight' | 'options') =>
    (errors.variants?.[i]?.[field] as { message?: string } | undefined)?.message;
  const describe = (i: number, field: 'price' | 'stock' | 'sku' | 'imageUrl' | 'weight') => ({
    id: variantFieldId(i, field),
    'aria-invalid': error(i, field) ? true : undefined,
    'aria-describedby': error(i, field) ? `${variantFieldId(i, field)}-error` : undefined,
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Sell it in sizes, colours or woods? Add up to {MAX_OPTIONS} options: each combination of their values becomes a variant with its own price and stock.
      </p>
      {options.map((option, i) => (
        <OptionEditor
          key={i}
          option={option}
          index={i}
          onChange={(o) => update(options.map((old, j) => (j === i ? o : old)))}
          onRemove={() => update(options.filter((_, j) => j !== i))}
        />
      ))}
      {options.length < MAX_OPTIONS && (
        <Button id={ADD_OPTION_ID} variant="outline" size="sm" onClick={() => update([...options, { name: '', values: [] }])}>
          <Plus className="h-4 w-4" aria-hidden />
          {options.length ? 'Add another option' : 'Add an option'}
        </Button>
      )}
      <FieldError id="listing-variants" error={variantsError} />
      {fields.length > 0 && (
        <div role="group" aria-labelledby="listing-variants-heading">
          <h3 id="listing-variants-heading" className="text-sm font-semibold text-slate-900">
            Variants ({fields.length})
          </h3>
          <div aria-hidden className={`mt-2 hidden gap-3 border-b border-slate-200 px-3 pb-2 text-xs font-medium text-slate-600 md:grid ${COLUMNS}`}>
            <span>Price ($)</span>
            <span>Stock</span>
            <span>SKU</span>
            <span>Photo</span>
            <span>Weight (oz)</span>
          </div>
          <ul className="mt-2 space-y-3 md:mt-0 md:space-y-0 md:divide-y md:divide-slate-100">
            {fields.map((field, i) => {
              const label = variantLabel(field.options);
              return (
                <li
                  key={field.id}
                  role="group"
                  aria-label={label}
                  className={`grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 md:items-start md:gap-y-1.5 md:rounded-none md:border-0 md:px-3 md:py-3 ${COLUMNS}`}
                >
                  <div className="col-span-2 min-w-0 md:col-span-5">
                    <p className="text-sm font-semibold break-words text-slate-900">{label}</p>
                    <FieldError id={variantFieldId(i, 'options')} error={error(i, 'options')} />
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={variantFieldId(i, 'price')} className={LABEL}>
                      Price ($)
                    </label>
                    <input inputMode="decimal" className={CONTROL} {...describe(i, 'price')} {...register(`variants.${i}.price`)} />
                    <FieldError id={variantFieldId(i, 'price')} error={error(i, 'price')} />
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={variantFieldId(i, 'stock')} className={LABEL}>
                      Stock
                    </label>
                    <input inputMode="numeric" className={CONTROL} {...describe(i, 'stock')} {...register(`variants.${i}.stock`)} />
                    <FieldError id={variantFieldId(i, 'stock')} error={error(i, 'stock')} />
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={variantFieldId(i, 'sku')} className={LABEL}>
                      SKU (optional)
                    </label>
                    <input maxLength={SKU_MAX} className={CONTROL} {...describe(i, 'sku')} {...register(`variants.${i}.sku`)} />
                    <FieldError id={variantFieldId(i, 'sku')} error={error(i, 'sku')} />
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={variantFieldId(i, 'imageUrl')} className={LABEL}>
                      Photo
                    </label>
                    <select className={CONTROL} {...describe(i, 'imageUrl')} {...register(`variants.${i}.imageUrl`)}>
                      <option value="">Cover photo</option>
                      {photos.map((photo, n) => (
                        <option key={photo.url} value={photo.url}>
                          Photo {n + 1}
                          {photo.alt ? `: ${photo.alt}` : ''}
                        </option>
                      ))}
                    </select>
                    <FieldError id={variantFieldId(i, 'imageUrl')} error={error(i, 'imageUrl')} />
                  </div>
                  <div className="min-w-0">
                    <label htmlFor={variantFieldId(i, 'weight')} className={LABEL}>
                      Weight (oz, optional)
                    </label>
                    <input inputMode="numeric" className={CONTROL} {...describe(i, 'weight')} {...register(`variants.${i}.weight`)} />
                    <FieldError id={variantFieldId(i, 'weight')} error={error(i, 'weight')} />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
