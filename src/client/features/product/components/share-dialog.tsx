import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Mail, X } from 'lucide-react';
import { FacebookIcon, XIcon } from '#client/components/social-icons.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useSiteOrigin } from '#client/ssr/site-origin.tsx';
import { productUrl, shareTargets, type ShareTarget } from './share-links.ts';

// lucide-react has no brand marks: LinkedIn is drawn here in the stroke style of the shared icons.
function LinkedInIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      className={className}
    >
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  );
}

const ICONS: Record<ShareTarget['name'], (props: { className?: string }) => ReactNode> = {
  Facebook: FacebookIcon,
  Twitter: XIcon,
  LinkedIn: LinkedInIcon,
  Email: Mail,
};

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied to clipboard', variant: 'success' });
  } catch {
    toast({ title: 'Failed to copy link', description: 'Please try again', variant: 'destructive' });
  }
}

/**
 * The Share dialog, loaded when the shopper first asks for it (share-button.tsx): Radix Dialog and
 * the share targets stay out of the product page's first load. The button it was opened from gets
 * the focus back when it closes.
 */
export default function ShareDialog({
  productId,
  productName,
  open,
  onOpenChange,
  returnFocus,
}: {
  productId: number;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const origin = useSiteOrigin();
  const url = productUrl(origin, productId);
  const setOpen = onOpenChange;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          // Radix gives Escape to the topmost layer only, and Copy Link's toast is a layer above the
          // dialog: without this the first Escape would close the toast and leave the dialog open.
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">Share this product</Dialog.Title>
              <Dialog.Description className="mt-1 line-clamp-2 text-sm text-slate-600">{productName}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <ul className="mt-5 grid grid-cols-2 gap-3">
            {shareTargets(origin, productId, productName).map(({ name, href }) => {
              const Icon = ICONS[name];
              return (
                <li key={name}>
                  <a
                    href={href}
                    {...(name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    className="flex h-12 items-center gap-3 rounded-lg border border-slate-200 px-4 font-medium text-slate-800 hover:border-slate-300 hover:bg-slate-50"
                  >
                    <Icon className="h-5 w-5 text-brand-700" aria-hidden />
                    {name}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex gap-2">
            <label htmlFor="share-url" className="sr-only">
              Product link
            </label>
            <input
              id="share-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700"
            />
            <Button variant="brand" onClick={() => void copyLink(url)}>
              <Copy className="h-4 w-4" aria-hidden />
              Copy Link
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
