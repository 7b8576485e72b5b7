import type { ComponentProps } from 'react';

/** Shared button look, for <button> and for router links styled as buttons. */
export type ButtonVariant = 'primary' | 'brand' | 'outline' | 'ghost' | 'light' | 'danger' | 'dangerGhost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700',
  brand: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  // Destructive actions as variants: red classes added to 'outline' or 'ghost' lose to their slate
  // ones (Tailwind orders rules by its stylesheet, not by the class attribute).
  danger: 'border border-red-300 bg-white text-red-700 hover:border-red-400 hover:bg-red-50',
  dangerGhost: 'text-red-700 hover:bg-red-50 hover:text-red-800',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

export function buttonClass({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
