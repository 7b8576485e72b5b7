import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastInput, ToastItem } from './toast-item.ts';

export type { ToastAction, ToastInput, ToastItem } from './toast-item.ts';

// One toast at a time (docs/product.md A9): a new toast replaces the one showing.
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
  const item = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView item={item} onDismiss={dismissToast} />
    </Suspense>
  );
}
