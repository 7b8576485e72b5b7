import { useId, useRef, type KeyboardEvent } from 'react';
import type { ProductDetailDto, ProductOptionDto, ProductVariantDto } from '#shared/catalogue.ts';
import { chooseValue, valueSoldOut } from '../variants.ts';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One group of choices per option ("Size", "Colour"), as a radio group: Tab reaches the chosen value,
 * the arrows move to and choose the next. A value sold out beside the other values chosen is struck
 * through and says so, and can still be chosen (Add to Cart then says Sold out).
 */
export function VariantPicker({
  product,
  variant,
  onChoose,
}: {
  product: Pick<ProductDetailDto, 'options' | 'variants'>;
  variant: ProductVariantDto;
  onChoose: (variant: ProductVariantDto) => void;
}) {
  return (
    <div className="space-y-4">
      {product.options.map((option) => (
        <OptionGroup key={option.name} option={option} product={product} variant={variant} onChoose={onChoose} />
      ))}
    </div>
  );
}

function OptionGroup({
  option,
  product,
  variant,
  onChoose,
}: {
  option: ProductOptionDto;
  product: Pick<ProductDetailDto, 'variants'>;
  variant: ProductVariantDto;
  onChoose: (variant: ProductVariantDto) => void;
}) {
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const chosen = variant.options[option.name];
  const choose = (value: string) => onChoose(chooseValue(product, variant, option.name, value));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const count = option.values.length;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : STEP[event.key] === undefined ? null : (at + STEP[event.key]! + count) % count;
    if (next === null) return;
    event.preventDefault();
    choose(option.values[next]!);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };

  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">
        <span id={labelId}>{option.name}</span>
        {chosen && <span className="font-normal text-slate-700">: {chosen}</span>}
      </p>
      <div ref={group} role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {option.values.map((value, i) => {
          const checked = value === chosen;
          const soldOut = valueSoldOut(product, variant, option.name, value);
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (chosen === undefined && i === 0) ? 0 : -1}
              onClick={() => choose(value)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={`min-h-11 min-w-11 rounded-lg border px-4 py-2 text-sm font-medium break-words transition-colors ${
                checked
                  ? 'border-brand-700 bg-brand-50 text-brand-800 ring-1 ring-brand-700'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500'
              }`}
            >
              <span className={soldOut ? 'text-slate-600 line-through' : undefined}>{value}</span>
              {soldOut && <span className="sr-only">, sold out</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
