import { lazy, Suspense, useRef, useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

const loadShareDialog = () => import('./share-dialog.tsx');
const ShareDialog = lazy(loadShareDialog);

/**
 * The Share control. Its dialog (Radix Dialog, the share targets) is a chunk of its own, fetched when
 * the pointer or the focus reaches the button and shown on click (issue 14: the product page's
 * first load carries only what the shopper sees).
 */
export function ShareButton({ productId, productName }: { productId: number; productName: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so closing plays Radix's own close and returns the focus here.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadShareDialog();
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="lg"
        aria-label="Share this product"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Share2 className="h-5 w-5" aria-hidden />
        <span className="hidden sm:inline">Share</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ShareDialog productId={productId} productName={productName} open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
