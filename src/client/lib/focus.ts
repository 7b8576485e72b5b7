import { useCallback, useEffect, useRef, useState } from 'react';

/** The page's polite live region: the router's announcer (lib/router.tsx), which says new pages' titles. */
const ANNOUNCER_ID = 'route-announcer';

/**
 * Says `message` to screen-reader users through the page's one polite live region, the router's,
 * so that a result and a new page's title never talk over each other. The same message twice is
 * still a change the screen reader reads (a trailing no-break space comes and goes).
 */
export function announce(message: string): void {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    // Only a page rendered without the app's router (a component test) lacks it.
    region = document.createElement('p');
    region.id = ANNOUNCER_ID;
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.className = 'sr-only';
    document.body.append(region);
  }
  region.textContent = region.textContent === message ? `${message}\u00a0` : message;
}

/** Whether the focus went with the control that had it: on the page itself, or on an element that left it. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses `el`, letting it take the focus first when it is not a control (a heading, a message). */
function focusOn(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.tabIndex = -1;
  el.focus();
}

/**
 * Gives `el` the focus when the control that had it went away (removed with its step, tab, button or
 * row, which leaves the focus on the page itself), never taking it from where the user moved it, and
 * says `message` when one is given. Keyboard and screen-reader users then go on from what replaced
 * that control and hear what happened (WCAG 2.4.3, 4.1.3).
 */
export function focusIfLost(el: HTMLElement | null | undefined, message?: string): void {
  if (el && focusLost()) focusOn(el);
  if (message) announce(message);
}

const FOCUS_RETRIES = 30;
const FOCUS_RETRY_MS = 16;

/** Where the focus goes after an action, and what is said: `target` is asked once the page shows the result. */
export interface FocusNext {
  target: () => HTMLElement | null | undefined;
  message: string;
}

/**
 * For an action whose result shows once the page's data has been fetched again (a row that moves to
 * another group or leaves the list, a form that starts afresh): call the answered function when
 * that data is in (a mutation whose onSuccess or onSettled returns its invalidation resolves after
 * the refetch). After the render that shows the result, `target()` gets the focus if the pressed
 * control went away, and `message` is announced.
 */
export function useFocusAfter(): (next: FocusNext) => void {
  const [next, setNext] = useState<FocusNext | null>(null);
  useEffect(() => {
    if (!next) return;
    focusIfLost(next.target(), next.message);
    // The pressed control can leave the page a render after the data that removes it: look again
    // for a short while (about half a second), still only when the focus was lost, and only until
    // the user acts again (a second 'Load more' that removes the button is that action's to handle).
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const USER_ACTIONS = ['pointerdown', 'keydown', 'click'] as const;
    const stop = () => {
      clearTimeout(timer);
      for (const type of USER_ACTIONS) document.removeEventListener(type, stop, true);
    };
    const retry = () => {
      const el = next.target();
      if (el && focusLost()) {
        focusOn(el);
        stop();
      } else if (++tries < FOCUS_RETRIES) timer = setTimeout(retry, FOCUS_RETRY_MS);
      else stop();
    };
    for (const type of USER_ACTIONS) document.addEventListener(type, stop, true);
    timer = setTimeout(retry, FOCUS_RETRY_MS);
    return stop;
  }, [next]);
  // A new object each time: the same message for another row runs the effect again.
  return useCallback((value: FocusNext) => setNext({ ...value }), []);
}

/**
 * For a Radix dialog opened from the page's state rather than a Dialog.Trigger: Radix gives the
 * focus back only to its own trigger, so the control that had the focus when the dialog opened is
 * remembered and gets it back when the dialog closes (props for Dialog.Content). After a dialog
 * that did what it was for, `then` names where the user goes on instead (the opener may be gone
 * with what it acted on) and what is announced.
 */
export function useReturnFocus(then?: FocusNext | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = then?.target();
      if (target) focusOn(target);
      else if (opener.current?.isConnected) opener.current.focus();
      if (then?.message) announce(then.message);
    },
  };
}
