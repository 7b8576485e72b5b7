import { ShieldAlert } from 'lucide-react';
import { Link } from '#client/lib/router.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';

/** docs/product.md B2 and B8: an administrator's page to anyone else (the server answers 403 as well). */
export function UnauthorizedAccess() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-red-50 text-red-700">
        <ShieldAlert className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">Unauthorized Access</h1>
      <p className="mt-3 text-base text-slate-600">You don&apos;t have permission to access this page.</p>
      <Link to="/" className={`${buttonClass({ variant: 'brand', size: 'lg' })} mt-8`}>
        Back to Home
      </Link>
    </section>
  );
}
