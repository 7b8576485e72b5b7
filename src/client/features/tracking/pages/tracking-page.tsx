import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useNavigate, useSearchParams } from '#client/lib/router.tsx';
import { Breadcrumb } from '#client/components/breadcrumb.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/api.ts';
import { useSeo } from '#client/lib/seo.tsx';
import { trackingNumberSchema } from '#shared/schemas/tracking.ts';
import { retrievalErrorMessage, trackingQuery } from '../api.ts';
import { DemoNumbers } from '../components/demo-numbers.tsx';
import { TrackingNumberError, TrackingRequestError } from '../components/tracking-errors.tsx';
import { TrackingForm } from '../components/tracking-form.tsx';
import { TrackingFaqs, TrackingHelpCard } from '../components/tracking-help.tsx';
import { TrackingResult } from '../components/tracking-result.tsx';

/**
 * /tracking (docs/product.md B2): the number comes from the address (`tracking`, or `q`), so a
 * result can be shared and the back button returns to the previous one; the form and the demo
 * numbers only change the address.
 */
export default function TrackingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const requested = params.get('tracking') ?? params.get('q') ?? '';
  const valid = trackingNumberSchema.safeParse(requested);
  const trackingNumber = requested && valid.success ? valid.data : '';
  const result = useQuery({ ...trackingQuery(trackingNumber), enabled: trackingNumber !== '' });
  useSeo({
    title: 'Package Tracking',
    description: 'Track your Heartland Market package with its USPS tracking number: where it is, every scan on the way and when it will arrive.',
    path: '/tracking',
  });

  const track = (n: string) => void navigate(`/tracking?tracking=${encodeURIComponent(n)}`);
  const loading = trackingNumber !== '' && result.isFetching;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Package Tracking' }]} />
      <div className="mt-4 flex items-center gap-3">
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
          <PackageSearch className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Package Tracking</h1>
          <p className="text-slate-600">Follow your USPS package from the maker's door to yours.</p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <TrackingForm key={requested} initial={requested} pending={loading} onTrack={track} />
          </div>
          {user?.isAdmin && <DemoNumbers onTrack={track} />}
          <div aria-live="polite" aria-busy={loading}>
            {loading && !result.data ? (
              <div className="flex justify-center rounded-2xl border border-slate-200 bg-white py-12">
                <Spinner label="Tracking your package" />
              </div>
            ) : result.isError ? (
              <TrackingRequestError message={retrievalErrorMessage(result.error)} onRetry={() => void result.refetch()} retrying={loading} />
            ) : result.data?.error ? (
              <TrackingNumberError message={result.data.error} />
            ) : result.data ? (
              <TrackingResult result={result.data} />
            ) : null}
          </div>
          <TrackingFaqs />
        </div>
        <aside className="space-y-6">
          <TrackingHelpCard />
        </aside>
      </div>
    </div>
  );
}
