import { useSyncExternalStore } from 'react';
import * as T from '@radix-ui/react-toast';
import { X } from 'lucide-react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// One toast at a time (spec 000 section 9): a new toast replaces the one showing.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const VARIANTS = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-600 text-white',
} as const;

export function Toaster() {
  const item = useSyncExternalStore(subscribe, () => current);
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {item && (
        <T.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={`toast-root group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg ${VARIANTS[item.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{item.title}</T.Title>
            {item.description && <T.Description className="text-sm opacity-90">{item.description}</T.Description>}
          </div>
          <T.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </T.Close>
        </T.Root>
      )}
      <T.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </T.Provider>
  );
}
