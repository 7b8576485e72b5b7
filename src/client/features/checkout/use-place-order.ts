import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '#client/lib/router.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { CART_QUERY_KEY } from '#client/features/cart/api.ts';
import { centsToDecimal } from '#shared/money.ts';
import type { ShippingFormValues, ShippingRateDto } from '#shared/schemas/checkout.ts';
import { createOrder, saveShippingInfo } from './api.ts';
import type { SucceededPayment } from './components/payment-actions.tsx';
import type { CheckoutFigures } from '#shared/pricing.ts';

export interface PaidCheckout {
  values: ShippingFormValues;
  figures: CheckoutFigures;
  rate: ShippingRateDto | null;
  provider: 'sandbox' | 'stripe';
}

/**
 * After a succeeded payment: create the order, refresh the cart, save
 * the shipping info, then /order-confirmation. A failed order creation still goes there, where the
 * server recovers the order from the payment or says why it refunded it.
 *
 * The cart is left to the server, which removes the bought lines with the order (or with the order
 * it recovers): the browser only asks for it again, so what was added meanwhile, in another tab,
 * stays in it (decision 0043).
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  // Set first: it keeps the refreshed, emptied cart from sending the page back to /cart on the way out.
  const [placing, setPlacing] = useState(false);

  const place = async ({ paymentIntentId, last4 }: SucceededPayment, paid: PaidCheckout) => {
    setPlacing(true);
    const { values, figures, rate } = paid;
    let created = true;
    try {
      await createOrder({
        paymentIntentId,
        orderTotal: centsToDecimal(figures.totalCents),
        subtotal: centsToDecimal(figures.subtotalCents),
        tax: centsToDecimal(figures.taxCents),
        shipping: centsToDecimal(figures.shippingCents ?? 0),
        shippingAddress: { ...values },
        shippingMethod: figures.service ?? values.shippingMethod,
        shippingRate: rate?.rate ?? centsToDecimal(figures.shippingCents ?? 0),
        estimatedDeliveryDays: figures.days ?? 5,
        payment: { method: 'card', cardName: values.fullName, last4: last4 ?? '****' },
        additionalInfo: { provider: paid.provider },
      });
    } catch {
      created = false;
    }
    await qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void qc.invalidateQueries({ queryKey: ['/api/orders'] });
    void saveShippingInfo(values);
    if (created) {
      toast({ title: 'Payment Successful', description: 'Your order has been placed successfully.', variant: 'success' });
    } else {
      toast({
        title: 'Payment Successful, But Order Creation Failed',
        description: "Your payment was processed but we couldn't create your order. Please contact support.",
        variant: 'destructive',
      });
    }
    navigate(`/order-confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}&redirect_status=succeeded`);
  };

  return { placing, place };
}
