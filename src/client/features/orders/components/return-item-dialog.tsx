import { useId, useState, type FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import type { OrderItemDto } from '#shared/orders.ts';
import { NO_ADDITIONAL_INFO, RETURN_REASONS } from '#shared/returns.ts';
import { refusalMessage, useCreateReturn } from '../api.ts';
import { orderItemName } from '../order-rules.ts';
import { FIELD_LABEL, OrderDialog, TEXTAREA } from './order-dialog.tsx';

const SELECT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

/** docs/product.md B5: the quantity stays between 1 and what the line may still return. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/**
 * Return Item (docs/product.md B2, B5 and B8): which line (when several may be returned), a reason
 * (required), the quantity, optional details; the method is mail. Sent with status 'pending' and
 * 'No additional information provided' for empty details, as the spec's client sends them.
 */
export function ReturnItemDialog({
  orderId,
  items,
  initialItemId,
  open,
  onOpenChange,
}: {
  orderId: number;
  /** the lines that may still be returned */
  items: OrderItemDto[];
  initialItemId?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [itemId, setItemId] = useState(initialItemId ?? items[0]?.id ?? 0);
  const [reason, setReason] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [info, setInfo] = useState('');
  const create = useCreateReturn();
  const item = items.find((i) => i.id === itemId) ?? items[0];
  const max = item?.returnableQuantity ?? 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    if (!reason) {
      toast({ title: 'Missing information', description: 'Please select a reason for return', variant: 'destructive' });
      return;
    }
    create.mutate(
      {
        orderId,
        orderItemId: item.id,
        quantity: clampQuantity(quantity, max),
        reason,
        returnMethod: 'mail',
        additionalInfo: info.trim() || NO_ADDITIONAL_INFO,
        status: 'pending',
      },
      {
        onSuccess: () => {
          toast({
            title: 'Return request submitted',
            description: 'The seller reviews it within 1-2 business days; your prepaid return label comes by email.',
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ title: 'Failed to submit return request', description: refusalMessage(error, 'Failed to create return request'), variant: 'destructive' }),
      },
    );
  };

  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Return Item"
      description={`Order #${orderId} · Returns are sent back by mail with a prepaid label.`}
    >
      <form onSubmit={submit} className="mt-5 space-y-5" noValidate>
        {items.length > 1 ? (
          <div>
            <label htmlFor={`${id}-item`} className={FIELD_LABEL}>
              Item
            </label>
            <select
              id={`${id}-item`}
              value={item?.id}
              onChange={(e) => {
                setItemId(Number(e.target.value));
                setQuantity(1);
              }}
              className={SELECT}
            >
              {items.map((i) => (
                <option key={i.id} value={i.id}>
                  {orderItemName(i)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm font-medium break-words text-slate-900">{item && orderItemName(item)}</p>
        )}
        <div>
          <label htmlFor={`${id}-reason`} className={FIELD_LABEL}>
            Reason for return
          </label>
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} className={SELECT}>
            <option value="">Select a reason</option>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-quantity`} className={FIELD_LABEL}>
            Quantity
          </label>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label="Decrease quantity"
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => clampQuantity(q - 1, max))}
            >
              <Minus className="h-4 w-4" aria-hidden />
            </Button>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              onChange={(e) => setQuantity(clampQuantity(e.target.valueAsNumber, max))}
              className="h-10 w-20 rounded-lg border border-slate-300 text-center text-base tabular-nums focus-visible:border-brand-600 focus-visible:outline-2"
            />
            <Button
              variant="outline"
              size="icon"
              aria-label="Increase quantity"
              disabled={quantity >= max}
              onClick={() => setQuantity((q) => clampQuantity(q + 1, max))}
            >
              <Plus className="h-4 w-4" aria-hidden />
            </Button>
            <span className="text-sm text-slate-600">of {max}</span>
          </div>
        </div>
        <div>
          <p className={FIELD_LABEL}>Return method</p>
          <p className="text-sm text-slate-700">Mail, with a prepaid return label</p>
        </div>
        <div>
          <label htmlFor={`${id}-info`} className={FIELD_LABEL}>
            Additional information <span className="text-xs font-normal text-slate-500">(optional)</span>
          </label>
          <textarea id={`${id}-info`} rows={3} maxLength={1000} value={info} onChange={(e) => setInfo(e.target.value)} className={TEXTAREA} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="brand" disabled={create.isPending}>
            {create.isPending ? 'Submitting…' : 'Submit Return Request'}
          </Button>
        </div>
      </form>
    </OrderDialog>
  );
}
