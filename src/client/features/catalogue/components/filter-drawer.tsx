import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The facets on a phone (issue 29): a dialog from the side, loaded the first time the Filters button
 * is pressed. Radix keeps the focus inside and closes it on Escape; the focus goes back to the
 * button. Each choice applies at once (the results behind it follow); "Show N results" closes it.
 */
export default function FilterDrawer({
  open,
  onOpenChange,
  returnFocus,
  showLabel,
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  /** "Show 12 results" */
  showLabel: string;
  /** beside the Show button: Clear all */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,calc(100vw-2.5rem))] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">Filters</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mr-2">
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3">
            {footer ?? <span />}
            <Dialog.Close asChild>
              <Button variant="brand">{showLabel}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
