import { useRef } from 'react';

/**
 * Gives `el` the focus when the control that had it went away (removed with its step, tab or
 * button, which leaves the focus on the page itself), never taking it from where the user moved it.
 * Keyboard and screen-reader users then go on from what replaced that control (WCAG 2.4.3).
 */
export function focusIfLost(el: HTMLElement | null | undefined): void {
  if (!el) return;
  const active = document.activeElement;
  if (!active || active === document.body) el.focus();
}

/**
 * For a Radix dialog opened from the page's state rather than a Dialog.Trigger: Radix gives the
 * focus back only to its own trigger, so the control that had the focus when the dialog opened is
 * remembered and gets it back when the dialog closes (props for Dialog.Content).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      opener.current?.focus();
    },
  };
}
