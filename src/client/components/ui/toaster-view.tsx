import * as T from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ToastItem } from './toast-item.ts';

const VARIANTS = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  // surface-dark: a white focus ring, which the brand-blue one would not be on red.
  destructive: 'surface-dark border-red-300 bg-red-600 text-white',
} as const;

/** Radix Toast: 5 s, swipe 50 px, F8 focuses the region, 420 px wide from md up (docs/product.md A9). */
export default function ToasterView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <T.Root
        key={item.id}
        open={item.open}
        duration={item.duration}
        onOpenChange={(open) => !open && onDismiss(item.id)}
        className={`toast-root group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${VARIANTS[item.variant ?? 'default']}`}
      >
        <div className="grid flex-1 gap-1">
          <T.Title className="text-sm font-semibold">{item.title}</T.Title>
          {item.description && <T.Description className="text-sm">{item.description}</T.Description>}
        </div>
        {item.action && (
          <T.Action
            altText={item.action.altText}
            onClick={item.action.onClick}
            className="shrink-0 self-center rounded-md border border-current px-3 py-1.5 text-sm font-semibold hover:bg-black/10"
          >
            {item.action.label}
          </T.Action>
        )}
        <T.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
          <X className="h-4 w-4" aria-hidden />
        </T.Close>
      </T.Root>
      <T.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </T.Provider>
  );
}
