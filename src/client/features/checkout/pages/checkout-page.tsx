import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Navigate } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { CART_QUERY_KEY, cartQuery } from '#client/features/cart/api.ts';
import { ApiError, serverMessage } from '#client/lib/api.ts';
import { focusIfLost } from '#client/lib/focus.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { cartCount, cartSubtotalCents } from '#shared/cart.ts';
import { centsToDecimal } from '#shared/money.ts';
import { shippingFormSchema, type ShippingFormValues } from '#shared/schemas/checkout.ts';
import type { PublicUser } from '#shared/user.ts';
import { shipsToCountry } from '#shared/zip-states.ts';
import { cartShippingKey, offeredRates, shippingRatesQuery, taxQuery } from '#client/features/cart/estimates.ts';
import { paymentConfigQuery, saveShippingInfo, useCreatePaymentIntent } from '../api.ts';
import { OrderSidebar, OrderTotalBar } from '../components/order-sidebar.tsx';
import { PaymentPanel, type SetupState } from '../components/payment-panel.tsx';
import { ShippingFormView } from '../components/shipping-form.tsx';
import { browserFigures, cartGoods, packagesNote, serverFigures, taxAddress } from '#shared/pricing.ts';
import { usePlaceOrder } from '../use-place-order.ts';

const PAGE = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8';
const TAB_TRIGGER =
  'inline-flex h-11 items-center justify-center rounded-md px-3 text-sm font-semibold text-slate-600 transition-colors ' +
  'hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-slate-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm focus-visible:outline-offset-0';

type Step = 'shipping' | 'payment';

/**
 * The form prefilled from the signed-in profile.
 * The country is the one the select offers, US (decision 0043).
 */
export function prefill(user: PublicUser | null): ShippingFormValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    address: user?.street ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zipCode: user?.zipCode ?? '',
    country: 'US',
    phone: user?.phone ?? '',
    shippingMethod: undefined,
  };
}

/**
 * A profile with fullName, email, street, city, state, zipCode and phone goes straight to payment;
 * one saved with another country (before decision 0043) shows the form, to be checked by the shopper.
 */
export function hasFullAddress(user: PublicUser | null): boolean {
  if (!user || !shipsToCountry(user.country)) return false;
  const fields = [user.fullName, user.email, user.street, user.city, user.state, user.zipCode, user.phone];
  return fields.every((f) => !!f?.trim()) && shippingFormSchema.safeParse(prefill(user)).success;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * The server's reason for refusing the payment setup (409: an item sold out or held by shoppers who
 * are paying, a changed total), shown next to the payment step as well as in the toast.
 */
function refusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? serverMessage(error, '') || undefined : undefined;
}

/** /checkout (docs/product.md A2): the shipping tab, the payment tab and the order summary. */
export default function CheckoutPage() {
  useSeo({ title: 'Checkout', description: 'Complete your Heartland Market order.', noIndex: true });
  const { user } = useAuth();
  const qc = useQueryClient();
  const cart = useQuery(cartQuery());
  const lines = Array.isArray(cart.data) ? cart.data : [];

  const [fullAddress] = useState(() => hasFullAddress(user));
  const form = useForm<ShippingFormValues>({ resolver: zodResolver(shippingFormSchema), defaultValues: prefill(user) });
  const [step, setStep] = useState<Step>(fullAddress ? 'payment' : 'shipping');
  const [submitted, setSubmitted] = useState(fullAddress);

  // Rates: a ZIP code of at least 5 characters and a non-empty cart. Tax: also a state to ask about.
  const [zipInput = '', stateInput = '', method] = useWatch({
    control: form.control,
    name: ['zipCode', 'state', 'shippingMethod'],
  });
  const zip = useDebounced(zipInput.trim(), 400);
  const typedState = useDebounced(stateInput.trim(), 400);
  const subtotalCents = cartSubtotalCents(lines);
  const goods = cartGoods(lines);
  const ratesOn = zip.length >= 5 && lines.length > 0;
  const address = taxAddress(typedState, zip);
  const taxOn = ratesOn && address.state !== null;
  // The whole cart, one package per seller (decision 0024): a changed cart is asked again.
  const rates = useQuery({ ...shippingRatesQuery(zip, cartShippingKey(lines)), enabled: ratesOn });
  // The tax is on the subtotal less the multi-item discount, as the server charges it.
  const tax = useQuery({ ...taxQuery(goods.taxableCents, zip, address.state ?? ''), enabled: taxOn });

  // A ZIP code of another state is said at once, not only on submit: it is why the tax stays an estimate.
  useEffect(() => {
    if (address.zipMismatch || form.getFieldState('zipCode').invalid) void form.trigger('zipCode');
  }, [address.zipMismatch, form]);
  // The server's rates for this cart as it charges them (or the fallback with the shop's standard shipping applied).
  const quoted = ratesOn ? rates.data : undefined;
  const rateList = useMemo(() => (quoted ? offeredRates(quoted, subtotalCents) : null), [quoted, subtotalCents]);
  const packages = quoted?.packages ?? [];
  const chosenRate = rateList?.find((r) => r.service === method) ?? null;

  // The first rate is selected whenever the list no longer holds the chosen one.
  useEffect(() => {
    if (rateList && rateList.length > 0 && !rateList.some((r) => r.service === form.getValues('shippingMethod'))) {
      form.setValue('shippingMethod', rateList[0]!.service);
    }
  }, [rateList, form]);

  const config = useQuery(paymentConfigQuery);
  const createIntent = useCreatePaymentIntent();
  const { placing, place } = usePlaceOrder();

  const browser = browserFigures(goods, taxOn ? (tax.data ?? null) : null, chosenRate);
  const figures = step === 'payment' && createIntent.data ? serverFigures(createIntent.data) : browser;
  const pricingReady = lines.length > 0 && !!chosenRate && (!taxOn || !!tax.data);

  // A payment setup is asked for on entering the payment tab and on Retry, once the figures are known.
  const [setupRequest, setSetupRequest] = useState(fullAddress ? 1 : 0);
  const handledRequest = useRef(0);
  const paidWith = useRef<{ values: ShippingFormValues } | null>(null);
  useEffect(() => {
    if (step !== 'payment' || !pricingReady || setupRequest === handledRequest.current) return;
    handledRequest.current = setupRequest;
    const parsed = shippingFormSchema.safeParse(form.getValues());
    if (!parsed.success) {
      // Only a profile the server and the form judge differently gets here: show the form's messages.
      void form.trigger().then(() => setStep('shipping'));
      return;
    }
    paidWith.current = { values: parsed.data };
    createIntent.mutate(
      { amount: centsToDecimal(browser.totalCents), shippingInfo: parsed.data },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // The server priced the cart differently: say so, and show its current figures.
            toast({ title: 'Payment Error', description: serverMessage(error, 'Could not initialize payment. Please try again.'), variant: 'destructive' });
            void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
            void qc.invalidateQueries({ queryKey: ['/api/shipping/calculate-rates'] });
            void qc.invalidateQueries({ queryKey: ['/api/tax/calculate'] });
          } else {
            toast({ title: 'Payment Error', description: 'Could not initialize payment. Please try again.', variant: 'destructive' });
          }
        },
      },
    );
  }, [step, pricingReady, setupRequest, browser.totalCents, createIntent, form, qc]);

  // A tab switch keeps the scroll position; bring the top of the new tab into view if it is above.
  const stepsRef = useRef<HTMLDivElement>(null);
  // The button that changed the step (Continue to Payment, Back to Shipping) leaves with its tab:
  // the new tab's panel takes the focus.
  const shippingPanel = useRef<HTMLDivElement>(null);
  const paymentPanel = useRef<HTMLDivElement>(null);
  const showStep = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => {
      const el = stepsRef.current;
      if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start', behavior: 'smooth' });
      focusIfLost((next === 'payment' ? paymentPanel : shippingPanel).current);
    });
  };

  const requestSetup = () => {
    createIntent.reset();
    setSetupRequest((n) => n + 1);
  };

  const toShipping = () => {
    createIntent.reset();
    showStep('shipping');
  };

  const onShippingSubmit = (values: ShippingFormValues) => {
    void saveShippingInfo(values);
    setSubmitted(true);
    showStep('payment');
    requestSetup();
  };

  if (cart.isPending) {
    return (
      <div className={`${PAGE} flex min-h-[50vh] items-center justify-center`}>
        <Spinner label="Loading checkout" className="h-10 w-10" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className={`${PAGE} text-center`} role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Checkout</h1>
        <p className="mt-3 text-slate-700">We couldn't load your cart.</p>
        <button type="button" onClick={() => void cart.refetch()} className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
          Try again
        </button>
      </div>
    );
  }
  if (lines.length === 0 && !placing) return <Navigate to="/cart" replace />;

  const values = form.getValues();
  const setup: SetupState = createIntent.isSuccess
    ? { status: 'ready', setup: createIntent.data }
    : createIntent.isError
      ? { status: 'failed', message: refusal(createIntent.error) }
      : { status: 'waiting' };

  return (
    <div className={PAGE}>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        Checkout
        <Lock className="h-5 w-5 text-slate-400" aria-label="Secure checkout" />
      </h1>
      <OrderTotalBar itemCount={cartCount(lines)} totalCents={figures.totalCents} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
        <div ref={stepsRef} className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 lg:col-span-2">
          <Tabs.Root value={step} onValueChange={(v) => (v === 'shipping' ? toShipping() : submitted && showStep('payment'))}>
            <Tabs.List aria-label="Checkout steps" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value="shipping" className={TAB_TRIGGER}>
                1. Shipping
              </Tabs.Trigger>
              <Tabs.Trigger value="payment" disabled={!submitted} className={TAB_TRIGGER}>
                2. Payment
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content ref={shippingPanel} value="shipping" className="mt-6 focus-visible:outline-offset-4">
              <ShippingFormView
                form={form}
                rates={rateList}
                ratesLoading={ratesOn && rates.isPending}
                packagesNote={packagesNote(packages)}
                processingDays={goods.processingDays}
                onSubmit={onShippingSubmit}
              />
            </Tabs.Content>
            <Tabs.Content ref={paymentPanel} value="payment" className="mt-6 focus-visible:outline-offset-4">
              <PaymentPanel
                config={config.isError ? 'failed' : config.data}
                setup={setup}
                billing={{ name: values.fullName, email: values.email, phone: values.phone }}
                placing={placing}
                onRetry={() => {
                  if (config.isError) void config.refetch();
                  requestSetup();
                }}
                onSucceeded={(payment) =>
                  void place(payment, {
                    values: paidWith.current?.values ?? values,
                    figures,
                    rate: chosenRate,
                    provider: config.data?.provider ?? 'sandbox',
                  })
                }
                onBack={toShipping}
              />
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <OrderSidebar lines={lines} figures={figures} packageCount={packages.length} updating={rates.isFetching || tax.isFetching || createIntent.isPending} />
      </div>
    </div>
  );
}
