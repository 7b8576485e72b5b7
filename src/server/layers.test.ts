// The server's layers and the no-cycle rule of eslint.config.js (issue 25, docs/architecture.md §7),
// checked on code samples placed where they would live: what is refused, and what stays allowed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() });
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The messages of `rules` for `code` as the file at `filePath`. */
async function refusals(filePath: string, code: string, rules = LAYER_RULES): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId && rules.has(m.ruleId)).map((m) => m.message);
}

const refused = async (filePath: string, code: string) => expect(await refusals(filePath, code), `${filePath}: ${code}`).not.toEqual([]);
const allowed = async (filePath: string, code: string) => expect(await refusals(filePath, code), `${filePath}: ${code}`).toEqual([]);

describe('the server layers', () => {
  it('keeps http free of features and jobs', async () => {
    await refused('src/server/http/sample.ts', "import { SessionStore } from '#server/features/auth/sessions.ts';");
    await refused('src/server/http/sample.ts', "import { scheduleJob } from '#server/jobs/schedule.ts';");
    await refused('src/server/http/sample.ts', "import { toPublicUser } from '../features/auth/service.ts';");
    await refused('src/server/http/sample.ts', "const m = () => import('#server/features/seo/head.ts');");
    await allowed('src/server/http/sample.ts', "import { AppError } from '#server/errors.ts';\nimport type { Db } from '#server/db/client.ts';");
  });

  it('keeps integrations free of features, jobs and http', async () => {
    await refused('src/server/integrations/carrier/sample.ts', "import { readUspsAccount } from '#server/features/profile/shipping-settings.ts';");
    await refused('src/server/integrations/mail/sample.ts', "import { scheduleJob } from '#server/jobs/schedule.ts';");
    await refused('src/server/integrations/storage/sample.ts', "import { badRequest } from '#server/http/errors.ts';");
    await refused('src/server/integrations/mail/sample.ts', "import { scheduleJob } from '../../jobs/schedule.ts';");
    await allowed(
      'src/server/integrations/storage/sample.ts',
      "import { badRequest } from '#server/errors.ts';\nimport { mailOutbox } from '#server/db/schema.ts';",
    );
  });

  it('keeps db and security at the bottom', async () => {
    await refused('src/server/db/sample.ts', "import { toPublicUser } from '#server/features/auth/service.ts';");
    await refused('src/server/db/sample.ts', "import { requireUser } from '#server/http/auth.ts';");
    await refused('src/server/db/sample.ts', "import type { Carrier } from '#server/integrations/carrier/carrier.ts';");
    await refused('src/server/security/sample.ts', "import { purgeExpired } from '#server/jobs/cleanup.ts';");
    await allowed('src/server/security/sample.ts', "import { users } from '#server/db/schema.ts';");
    // The demo seed builds its data with the features' rules; main.ts runs it, like a job.
    await allowed('src/server/db/seed/sample.ts', "import { hashPassword } from '#server/features/auth/passwords.ts';");
  });

  it('lets jobs use features', async () => {
    await allowed(
      'src/server/jobs/sample.ts',
      "import { expiredHolds } from '#server/features/checkout/stock-holds.ts';\nimport { trackingEmail } from '#server/features/orders/status-emails.ts';",
    );
  });

  it("lets a feature import another only through that feature's public files", async () => {
    const file = 'src/server/features/returns/sample.ts';
    await allowed(file, "import { getOrder } from '#server/features/orders/dto.ts';");
    await allowed(file, "import { AppError } from '#server/errors.ts';\nimport { requireUser } from '#server/http/auth.ts';");
    await refused(file, "import { orderRoutes } from '#server/features/orders/routes.ts';");
    await refused(file, "import type { Quote } from '#server/features/checkout/quote.ts';");
    await refused(file, "const m = () => import('#server/features/orders/routes.ts');");
    // A feature that offers nothing, and relative paths out of a feature.
    await refused(file, "import { cartRoutes } from '#server/features/cart/service.ts';");
    await refused(file, "import { getOrder } from '../orders/dto.ts';");
    // Its own files are its own.
    await allowed(file, "import { returnRoutes } from './routes.ts';\nimport { x } from '#server/features/returns/service.ts';");
  });
});

describe('no import cycles', () => {
  const CYCLE = new Set(['import-x/no-cycle']);
  it('refuses an import that closes a loop, on the server and in the client', async () => {
    // orders/service.ts imports checkout/payment-failures.ts: the way back closes a loop.
    expect(
      await refusals('src/server/features/checkout/payment-failures.ts', "import { finalizeCheckout } from '#server/features/orders/service.ts';", CYCLE),
    ).not.toEqual([]);
    // toast.tsx loads toaster-view.tsx (import()): the view takes dismissToast as a prop instead.
    expect(await refusals('src/client/components/ui/toaster-view.tsx', "import { dismissToast } from './toast.tsx';", CYCLE)).not.toEqual([]);
    expect(await refusals('src/client/components/ui/toaster-view.tsx', "import type { ToastItem } from './toast-item.ts';", CYCLE)).toEqual([]);
  });
});
