// The side and feature boundaries of eslint.config.js (issue 9, decision 0013), checked on code
// samples placed where they would live: what is refused, and what stays allowed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The boundary messages for `code` as the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

const refused = async (filePath: string, code: string) => expect(await refusals(filePath, code), `${filePath}: ${code}`).not.toEqual([]);
const allowed = async (filePath: string, code: string) => expect(await refusals(filePath, code), `${filePath}: ${code}`).toEqual([]);

describe('src/shared runs on both sides', () => {
  it('imports no Node built-in, no server and no client code', async () => {
    await refused('src/shared/sample.ts', "import { readFileSync } from 'node:fs';");
    await refused('src/shared/sample.ts', "import { createHash } from 'crypto';");
    await refused('src/shared/sample.ts', "import { apiJson } from '#client/lib/api.ts';");
    await refused('src/shared/sample.ts', "import { buildApp } from '#server/app.ts';");
    await refused('src/shared/sample.ts', "const m = () => import('node:crypto');");
    await allowed('src/shared/sample.ts', "import { formatUsd } from './money.ts';\nimport { z } from 'zod';");
    // Its tests run in Node only.
    await allowed('src/shared/sample.test.ts', "import { readFileSync } from 'node:fs';");
  });
});

describe('the client', () => {
  it('imports only src/client and src/shared, and no Node built-in', async () => {
    await refused('src/client/app/sample.tsx', "import { buildApp } from '#server/app.ts';");
    await refused('src/client/lib/sample.ts', "import path from 'node:path';");
    await refused('src/client/features/cart/sample.ts', "import { EventEmitter } from 'events';");
    await allowed('src/client/app/sample.tsx', "import { formatUsd } from '#shared/money.ts';");
  });

  it('keeps shared components and lib free of features (features -> components, never back)', async () => {
    await refused('src/client/components/catalogue/sample.tsx', "import { useAuth } from '#client/features/auth/api.ts';");
    await refused('src/client/components/sample.tsx', "import { useAddToCart } from '../features/cart/api.ts';");
    await refused('src/client/lib/sample.ts', "import type { CartLineDto } from '#client/features/cart/api.ts';");
    await refused('src/client/components/sample.tsx', "const Page = () => import('#client/features/cart/pages/cart-page.tsx');");
    await allowed('src/client/components/sample.tsx', "import { Link } from '#client/lib/router.tsx';\nimport { buttonClass } from './ui/button.tsx';");
  });

  it("lets a feature import another only through the modules at that feature's root", async () => {
    const file = 'src/client/features/home/components/sample.tsx';
    await allowed(file, "import { useAddToCart } from '#client/features/cart/api.ts';");
    await allowed(file, "import { shopCard } from '#client/features/catalogue/shop-product-card.tsx';");
    await refused(file, "import { CartLineItem } from '#client/features/cart/components/cart-line-item.tsx';");
    await refused(file, "import type { Props } from '#client/features/cart/components/cart-line-item.tsx';");
    await refused(file, "const CartPage = () => import('#client/features/cart/pages/cart-page.tsx');");
    // Relative paths stay inside the feature.
    await refused(file, "import { cartQuery } from '../../cart/api.ts';");
    await refused('src/client/features/home/sample.ts', "import { cartQuery } from '../cart/api.ts';");
    // Its own sub-folders are its own.
    await allowed(file, "import { Hero } from './hero.tsx';\nimport { WhenNear } from '../components/when-near.tsx';");
    await allowed(file, "import { Hero } from '#client/features/home/components/hero.tsx';");
    await allowed('src/client/features/home/sample.ts', "import { Hero } from './components/hero.tsx';");
  });

  it('lets the app compose any feature (its routes load the pages)', async () => {
    await allowed('src/client/app/sample.tsx', "const CartPage = () => import('#client/features/cart/pages/cart-page.tsx');");
  });
});
