import type { ReactNode } from 'react';
import { CircleAlert, Phone, RotateCw, ServerCrash } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { SUPPORT_PHONE } from '#shared/site.ts';

function ErrorCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section role="alert" aria-label={title} className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950 sm:p-6">
      <div className="flex items-start gap-3">
        {icon}
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold">{title}</h2>
          {children}
          <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-sm">
            <Phone className="h-4 w-4 shrink-0 text-red-700" aria-hidden />
            Need help? Call customer service at
            <a href={`tel:${SUPPORT_PHONE.tel}`} className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-red-800">
              {SUPPORT_PHONE.display}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}

/** docs/product.md B8: the result carries an error (the carrier does not know the number). */
export function TrackingNumberError({ message }: { message: string }) {
  return (
    <ErrorCard icon={<CircleAlert className="mt-0.5 h-6 w-6 shrink-0 text-red-700" aria-hidden />} title="Error Tracking Package">
      <p className="mt-1">{message}</p>
      <p className="mt-2 text-sm">
        Please verify that the tracking number is entered correctly, exactly as it appears on your shipping confirmation, and try again. New labels can take up
        to 24 hours to appear.
      </p>
    </ErrorCard>
  );
}

/** docs/product.md B8: the request itself failed. */
export function TrackingRequestError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <ErrorCard icon={<ServerCrash className="mt-0.5 h-6 w-6 shrink-0 text-red-700" aria-hidden />} title="Error Retrieving Tracking Information">
      <p className="mt-1">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        <RotateCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        Try again
      </Button>
    </ErrorCard>
  );
}
