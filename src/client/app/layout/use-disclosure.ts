import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '#client/lib/router.tsx';

/**
 * Open/closed state for the shell's panels (cart dropdown, mobile menu): closes on navigation,
 * on Escape (focus goes back to the trigger) and on a pointer press outside the trigger and panel.
 */
export function useDisclosure() {
  const location = useLocation();
  // Remembering the page the panel was opened on closes it when the page changes, with no effect
  // (a redirect that replaces the history entry with the same address is not a new page).
  const page = `${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === page;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((restoreFocus = false) => {
    setOpenAt(null);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);
  const toggle = () => setOpenAt(open ? null : page);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && [triggerRef, panelRef].some((ref) => ref.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close, triggerRef, panelRef };
}
