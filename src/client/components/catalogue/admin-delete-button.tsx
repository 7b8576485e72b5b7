import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';
import type { ProductDto } from '#shared/catalogue.ts';

/**
 * The administrator's card Delete with a confirmation dialog (docs/product.md A2); `onDelete` runs
 * once confirmed. Loaded lazily: only the administrator ever needs it.
 */
export default function AdminDeleteButton({ product, onDelete }: { product: ProductDto; onDelete: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonClass({
          variant: 'danger',
          size: 'sm',
          className: 'relative z-10 w-full',
        })}
        aria-label={`Delete ${product.name}`}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Delete this product?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            “{product.name}” will be removed from the marketplace. This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass({ variant: 'primary' })} onClick={onDelete}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
