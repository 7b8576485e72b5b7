import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { buttonClass } from '#client/components/ui/button.tsx';

/** Delete, after a question: a listing cannot be brought back (orders keep what was bought). */
export function DeleteListingButton({ name, pending, onConfirm }: { name: string; pending: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonClass({ variant: 'outline', size: 'lg', className: 'text-accent-700' })} disabled={pending}>
        <Trash2 className="h-5 w-5" aria-hidden />
        {pending ? 'Deleting...' : 'Delete Product'}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Delete this product?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {name} will be removed from the marketplace and from your products. Orders that include it keep their details. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass({ variant: 'primary' })} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
