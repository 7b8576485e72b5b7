import { lazy, Suspense, useSyncExternalStore } from 'react';

/** A button in the toast; choosing it also closes the toast. */
export interface ToastAction {
  label: string;
  /**
   * Another way to do the same, announced to screen-reader users with the toast, who may not reach
   * the button before it goes (Radix Toast's altText).
   */
  altText: string;
  onClick: () => void;
}
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  action?: ToastAction;
}
export interface ToastItem extends ToastInput {
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

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

// The Radix markup loads with the first toast, keeping it out of the first page's JavaScript.
const ToasterView = lazy(() => import('./toaster-view.tsx'));

export function Toaster() {
  // No toast on the server: the page's HTML never carries one.
  const item = useSyncExternalStore(subscribe, () => current, () => null);
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView item={item} />
    </Suspense>
  );
}
