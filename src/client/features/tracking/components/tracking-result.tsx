import { useId } from 'react';
import { CalendarCheck, CalendarClock, Clock, MapPin } from 'lucide-react';
import { formatDate } from '#shared/dates.ts';
import type { TrackingEventDto, TrackingResultDto } from '#shared/schemas/tracking.ts';
import { statusStyle } from '../status-styles.ts';

/** The number as USPS prints it, in groups of four. */
const grouped = (trackingNumber: string) => trackingNumber.replace(/(.{4})(?=.)/g, '$1 ');

/** The result card (docs/product.md B3 and B4): status with its colour and icon, the delivery date, the events. */
export function TrackingResult({ result }: { result: TrackingResultDto }) {
  const titleId = useId();
  const look = statusStyle(result.status);
  const Icon = look.icon;
  const delivered = result.status === 'DELIVERED';
  return (
    <section aria-labelledby={titleId} className={`overflow-hidden rounded-2xl border border-t-4 border-slate-200 bg-white shadow-sm ${look.borderClass}`}>
      <div className="flex items-start gap-4 p-5 sm:p-6">
        <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-full ${look.iconClass}`}>
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-600">
            Tracking number <span className="font-mono font-semibold break-all text-slate-900">{grouped(result.trackingNumber)}</span>
          </p>
          <h2 id={titleId} className="mt-1 text-2xl font-bold text-slate-900">
            {look.label}
          </h2>
          <p className="mt-2 text-slate-700">{result.statusDescription}</p>
        </div>
      </div>
      <dl className={`grid gap-px border-y border-slate-200 bg-slate-200 ${delivered ? '' : 'sm:grid-cols-2'}`}>
        <div className="bg-slate-50 px-5 py-4 sm:px-6">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            {delivered ? (
              <CalendarCheck className="h-5 w-5 shrink-0 text-green-700" aria-hidden />
            ) : (
              <CalendarClock className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            )}
            {delivered ? 'Delivered On' : 'Estimated Delivery'}
          </dt>
          <dd className="pl-7 font-semibold text-slate-900">
            {delivered
              ? formatDate(result.deliveryDate ?? result.statusDate, 'dateTime', 'Not available')
              : // The day as the order's page and emails write the same date (docs/decisions/0044).
                formatDate(result.estimatedDeliveryDate, 'day', 'Not available yet')}
          </dd>
        </div>
        {/* Once delivered, the delivery is the last update. */}
        {!delivered && (
          <div className="bg-slate-50 px-5 py-4 sm:px-6">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <Clock className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
              Last Update
            </dt>
            <dd className="pl-7 font-semibold text-slate-900">{formatDate(result.statusDate, 'dateTime', 'Not available')}</dd>
          </div>
        )}
      </dl>
      <div className="p-5 sm:p-6">
        <h3 className="text-lg font-bold text-slate-900">Tracking History</h3>
        {result.events.length === 0 ? (
          <p className="mt-2 text-slate-600">No scans yet. Updates appear here as USPS scans the package.</p>
        ) : (
          <ol className="mt-4">
            {result.events.map((event, i) => (
              <TimelineEvent
                key={`${event.eventTimestamp}-${i}`}
                event={event}
                latest={i === 0}
                last={i === result.events.length - 1}
                dotClass={look.iconClass}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function TimelineEvent({ event, latest, last, dotClass }: { event: TrackingEventDto; latest: boolean; last: boolean; dotClass: string }) {
  return (
    <li className="relative flex gap-4 pb-6 last:pb-0">
      {!last && <span className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" aria-hidden />}
      <span className={`relative mt-1 h-4 w-4 shrink-0 rounded-full ring-4 ring-white ${latest ? dotClass : 'bg-slate-300'}`} aria-hidden />
      <div className="min-w-0">
        <p className={latest ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}>{event.eventDescription}</p>
        {event.eventLocation && (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
            {event.eventLocation}
          </p>
        )}
        <p className="mt-0.5 text-sm text-slate-500">
          <time dateTime={event.eventTimestamp}>{formatDate(event.eventTimestamp, 'dateTime')}</time>
        </p>
      </div>
    </li>
  );
}
