import { useEffect, type ReactNode } from 'react';
import { CheckCircle2, CircleAlert, MailX } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from '#client/lib/router.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { useUnsubscribe } from '../api.ts';

/** docs/product.md B4 and B9: after a successful unsubscribe the page goes home after 3 seconds. */
export const REDIRECT_MS = 3000;

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center sm:py-20">
      <div className="w-full rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 sm:py-10">{children}</div>
    </section>
  );
}

/**
 * /newsletter/unsubscribe?email=&token= (docs/product.md B2 and B4), the link in every newsletter:
 * the address, Cancel (home) or Unsubscribe; then pending, success (home after 3 s) or the error.
 */
export default function UnsubscribePage() {
  useSeo({ title: 'Unsubscribe', description: 'Stop receiving the Heartland Market newsletter.', noIndex: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();

  useEffect(() => {
    if (!unsubscribe.isSuccess) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unsubscribe.isSuccess, navigate]);

  if (!email || !token) {
    return (
      <Card>
        <CircleAlert className="mx-auto h-12 w-12 text-amber-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">This unsubscribe link is incomplete</h1>
        <p className="mt-2 text-slate-600">Please use the Unsubscribe link at the bottom of one of our newsletter emails.</p>
        <Link to="/" className={`${buttonClass({ variant: 'brand' })} mt-6`}>
          Back to Home
        </Link>
      </Card>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <Card>
        <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">You&apos;ve been unsubscribed</h1>
        <p role="status" className="mt-2 text-slate-600">
          {unsubscribe.data.message}
        </p>
        <p className="mt-4 text-sm text-slate-500">Taking you to the home page in 3 seconds…</p>
        <Link to="/" className={`${buttonClass({ variant: 'outline' })} mt-6`}>
          Go to the home page now
        </Link>
      </Card>
    );
  }

  return (
    <Card>
      <MailX className="mx-auto h-12 w-12 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Unsubscribe from our newsletter</h1>
      <p className="mt-2 text-slate-600">Do you want to stop receiving the Heartland Market newsletter at this address?</p>
      <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 font-semibold break-all text-slate-900">{email}</p>
      {unsubscribe.isError && (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-left text-sm font-medium text-red-800">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {serverMessage(unsubscribe.error, 'There was an error processing your request.')}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClass({ variant: 'outline', size: 'lg' })}>
          Cancel
        </Link>
        <Button variant="primary" size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ email, token })}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    </Card>
  );
}
