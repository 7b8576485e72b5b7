import { expect, test } from './support/test.ts';

// Issue 12, Dashboard and orders: the demo seller follows the old /seller-dashboard link, signs in,
// sees their figures (those GET /api/seller/stats answers: other journeys place, cancel and return
// the demo shopper's orders, all of the demo seller's products, while this one runs), the chart's
// summary and their orders, and opens one in the seller view of the order.

const usd = (amount: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

test('the demo seller sees their figures and opens an order from the dashboard', async ({ page }) => {
  await page.goto('/seller-dashboard');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fseller%2Fdashboard$/);
  await page.getByLabel('Username', { exact: true }).fill('seller');
  await page.getByLabel('Password', { exact: true }).fill('seller123');
  // The figures the page itself was given: other journeys ship and return the demo seller's orders
  // meanwhile, so a second request of ours could already count more.
  const statsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/seller/stats' && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible();

  // The seed's four orders hold only the demo seller's products: at least those are counted.
  const stats = (await (await statsAnswer).json()) as {
    totalSales: string;
    totalOrders: number;
    activeProducts: number;
    platformFee: string;
    netSales: string;
  };
  expect(stats.totalOrders).toBeGreaterThanOrEqual(3);
  const card = (label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  await expect(card('Total Sales').locator('dd').first()).toHaveText(usd(stats.totalSales));
  await expect(card('Total Orders').locator('dd').first()).toHaveText(String(stats.totalOrders));
  await expect(card('Active Products').locator('dd').first()).toHaveText(String(stats.activeProducts));
  await expect(page.getByText('Platform fee (15%)')).toBeVisible();
  await expect(page.getByText(`−${usd(stats.platformFee)}`)).toBeVisible();
  await expect(page.getByText('Net earnings').locator('xpath=following-sibling::dd')).toHaveText(usd(stats.netSales));

  // The chart and what it says for those who cannot see it.
  const sales = page.getByRole('region', { name: 'Sales over time' });
  await expect(sales.getByTestId('sales-bar').filter({ visible: true }).first()).toBeVisible();
  await expect(sales.getByText(/in sales from \d+ orders? in the last 30 days\./)).toBeVisible();
  await sales.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(sales.getByText(/in the last 12 months\. Best month: /)).toBeVisible();

  // The orders, newest first, each opening the seller view of the order.
  const orders = page.getByRole('region', { name: 'Your Orders' });
  const links = orders.getByRole('link', { name: /^Order #\d+$/ });
  await expect(links.first()).toBeVisible();
  const first = links.first();
  const name = (await first.textContent())!;
  const id = name.replace('Order #', '');
  await expect(first).toHaveAttribute('href', `/orders/${id}?from=seller`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}\\?from=seller$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Seller Dashboard' })).toHaveAttribute(
    'href',
    '/seller/dashboard',
  );
});
