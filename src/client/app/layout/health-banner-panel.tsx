import { useId, useState } from 'react';
import { ChevronDown, DatabaseZap } from 'lucide-react';

const FIX_STEPS = [
  'Check that the user name and password in DATABASE_URL are correct.',
  'Make sure that database role exists on the PostgreSQL server and is allowed to log in.',
  "Check that the server's pg_hba.conf allows this connection with password authentication.",
  'Restart the application after changing the configuration.',
];

/** The banner itself; loaded only when the health check fails. */
export default function HealthBannerPanel({ kind }: { kind: 'auth' | 'generic' }) {
  const [expanded, setExpanded] = useState(false);
  const stepsId = useId();

  return (
    <section role="alert" aria-labelledby={`${stepsId}-title`} className="border-b border-red-200 bg-red-50 text-red-900">
      <div className="mx-auto flex max-w-7xl gap-3 px-4 sm:px-6 lg:px-8 py-3">
        <DatabaseZap className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${stepsId}-title`} className="font-semibold">
              Database Connection Error
            </h2>
            {kind === 'auth' && <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">Authentication Failed</span>}
          </div>
          {kind === 'auth' ? (
            <>
              <p className="mt-1">The database rejected the application's credentials, so the app is using in-memory storage. Data will be lost on restart.</p>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={stepsId}
                onClick={() => setExpanded((v) => !v)}
                className="mt-2 inline-flex items-center gap-1 rounded font-semibold text-red-800 underline underline-offset-2 hover:text-red-950"
              >
                {expanded ? 'Hide Details' : 'Show How To Fix'}
                <ChevronDown className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden />
              </button>
              <ol id={stepsId} hidden={!expanded} className="mt-2 list-decimal space-y-1 pl-5">
                {FIX_STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-1">There was an error connecting to the database. Please check your database configuration.</p>
          )}
        </div>
      </div>
    </section>
  );
}
