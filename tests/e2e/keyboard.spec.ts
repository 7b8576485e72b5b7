import { expect, test, type Page } from './support/test.ts';
import { expectFocusTrapped, expectFocusVisible, openAs, tabTo, typeInto } from './support/a11y.ts';
import { placePaidOrder } from './support/orders.ts';
import { sharedShopper } from './support/shopper.ts';
import { expectToast } from './support/toasts.ts';

// Issue 15, keyboard-only journeys: no mouse, no element clicked or filled, only Tab, Shift+Tab,
// Enter, Space, Escape, arrows and typing (page.goto opens the first page, as a typed address
// would). At every Tab stop the focus shows (support/a11y.ts); dialogs keep the focus inside,
// close on Escape and give the focus back.
//
// The return journey opens, fills and closes the dialog without sending it: the demo shopper's
// delivered order is the only delivered one, and orders.spec.ts and seller-returns.spec.ts return
// its two lines.

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const asNewShopper = sharedShopper('kbd');

/** The skip link first, as a keyboard user starts a page: the next Tab is inside the page's content. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectFocusVisible(page, 'skip link');
  await page.keyboard.press('Enter');
}

test('a shopper checks out by keyboard, through the 3-D Secure dialog', async ({ browser, baseURL }) => {
  const { context, page } = await asNewShopper(browser, baseURL, 1280);
  expect((await context.request.post('/api/cart', { data: { productId: 6, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /^Your Cart/ })).toBeVisible({ timeout: 30_000 });
  await skipToContent(page);
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });

  const fields: Array<[label: string, value: string]> = [
    ['Full Name', 'Kay Board'],
    ['Address', '400 Locust Street'],
    ['City', 'Des Moines'],
    ['State', 'IA'],
    ['Zip Code', '50309'],
    ['Phone', '5155550100'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await typeInto(page, value);
  }
  // The rates come for the ZIP code; the first is chosen.
  await expect(page.getByRole('group', { name: 'Shipping Method' }).getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');

  // The shipping step is gone with its button: the focus goes to the payment step, not to the page.
  const number = page.getByLabel('Card number');
  await expect(number).toBeEnabled({ timeout: 20_000 });
  await expectFocusVisible(page, 'after Continue to Payment');
  const payByKeyboard = async () => {
    await tabTo(page, number);
    await page.keyboard.type('4000002500003155');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiry')).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('CVC')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
  };
  await payByKeyboard();

  const dialog = page.getByRole('dialog', { name: '3-D Secure Authentication' });
  await expect(dialog.getByRole('button', { name: 'Complete Authentication' })).toBeEnabled();
  await expectFocusTrapped(page, dialog);
  // Escape fails the authentication, as closing the bank's window does: the card is declined, the
  // fields are emptied and the focus waits in the card number for another try.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Payment Error');
  await expect(number).toBeFocused();
  await expect(number).toHaveValue('');

  await payByKeyboard();
  await expect(dialog.getByRole('button', { name: 'Complete Authentication' })).toBeEnabled();
  await tabTo(page, dialog.getByRole('button', { name: 'Complete Authentication' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('a seller generates a shipping label by keyboard', async ({ browser, baseURL }) => {
  // A new shopper buys a product of the demo seller (user 2), so the label is for an order of its own.
  const { context: shopper } = await asNewShopper(browser, baseURL, 1280);
  const products = (await (await shopper.request.get('/api/products?limit=100')).json()) as Array<{
    id: number;
    sellerId: number | null;
    stock: number | null;
  }>;
  const product = products.find((p) => p.sellerId === 2 && (p.stock === null || p.stock > 2));
  expect(product).toBeDefined();
  const orderId = await placePaidOrder(shopper.request, [product!.id]);
  await shopper.close();

  const { context, page } = await openAs(browser, baseURL, 'seller', 1280);
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('region', { name: 'Your Orders' }).getByRole('link', { name: `Order #${orderId}` });
  await skipToContent(page);
  await tabTo(page, link, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible({ timeout: 30_000 });

  const panel = page.getByRole('region', { name: 'Shipping Label' });
  await tabTo(page, panel.getByRole('button', { name: 'Generate Shipping Label' }));
  await page.keyboard.press('Enter');
  // The postage to confirm takes the focus (decision 0048); Buy Label is the next stop.
  const confirm = panel.getByRole('group', { name: 'Confirm postage' });
  await expect(confirm).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Buy Label' }));
  await expectFocusVisible(page, 'Buy Label');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Shipping Label Generated!');
  // Buy Label gives way to the label: the focus moves to it instead of being lost.
  const download = panel.getByRole('link', { name: /Download Label/ });
  await expect(download).toBeFocused();
  await expectFocusVisible(page, 'Download Label');
  await context.close();
});

test('the demo shopper fills the return dialog by keyboard and closes it with Escape', async ({ browser, baseURL }) => {
  const { context, page } = await openAs(browser, baseURL, 'shopper', 375);
  await page.goto('/orders?status=delivered');
  const card = page.getByRole('region', { name: 'My Orders' }).getByRole('article');
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  const opener = card.getByRole('button', { name: 'Return Item' });
  await skipToContent(page);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Return Item' });
  await expect(dialog.getByLabel('Reason for return')).toBeVisible();
  await expectFocusTrapped(page, dialog);

  // Sent without a reason, it says so and keeps the focus in the dialog.
  await tabTo(page, dialog.getByRole('button', { name: 'Submit Return Request' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Please select a reason for return');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  const reason = dialog.getByLabel('Reason for return');
  await tabTo(page, reason, { back: true });
  await page.keyboard.press('ArrowDown');
  await expect(reason).not.toHaveValue('');
  await tabTo(page, dialog.getByLabel('Additional information'));
  await page.keyboard.type('Typed without a mouse');
  await expect(dialog.getByLabel('Additional information')).toHaveValue('Typed without a mouse');

  // The toast is a layer above the dialog: Escape closes it first (Radix stacks its layers), then
  // the dialog. (The toast may have timed out already; a second Escape on the opener does nothing.)
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Please select a reason for return', { exact: true });
  if (await toast.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page, 'back on Return Item');
  await context.close();
});

test('the administrator writes and saves a newsletter by keyboard', async ({ browser, baseURL }) => {
  const { context, page } = await openAs(browser, baseURL, 'admin', 1280);
  const title = `Keyboard news ${Date.now().toString(36)}`;
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible({ timeout: 30_000 });
  await skipToContent(page);
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Content')).toBeFocused();
  await expectFocusVisible(page, 'Content');
  await page.keyboard.type('Written with the keyboard alone.\n\nA second paragraph.');
  await tabTo(page, page.getByRole('button', { name: 'Save as Draft' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Newsletter Created');

  // The form is gone with the Create tab: the focus goes to the tab now shown, not to the page.
  const manage = page.getByRole('tab', { name: 'Manage Newsletters' });
  await expect(manage).toHaveAttribute('aria-selected', 'true');
  await expect(manage).toBeFocused();
  await expectFocusVisible(page, 'Manage Newsletters tab');

  // The send question traps the focus, Escape answers no, and the focus is back on Send.
  const send = page.getByRole('button', { name: `Send ${title}` });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusTrapped(page, question);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(send).toBeFocused();

  // Edit, change the title and save.
  await tabTo(page, page.getByRole('button', { name: `Edit ${title}` }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Edit Newsletter' })).toHaveAttribute('aria-selected', 'true');
  const editTitle = page.getByRole('tabpanel', { name: 'Edit Newsletter' }).getByLabel('Title');
  await tabTo(page, editTitle);
  await typeInto(page, `${title} (edited)`);
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Updated');
  await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
  await expectFocusVisible(page, 'after Save Changes');
  await context.close();
});

// Issue 24: after an action that takes away the control pressed, the focus goes where the work
// goes on, not to <body>, and the result is said in the page's polite live region.
const activeIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);
const announcer = (page: Page) => page.locator('#route-announcer');
// Accounts of their own: the shared shopper's cart is the checkout journey's, and a seller's header differs.
const asCanceller = sharedShopper('kbdcancel');
const asNewSeller = sharedShopper('kbdseller');

test('a shopper cancels an order by keyboard: the focus goes back to Cancel Order, then to the cancelled order', async ({ browser, baseURL }) => {
  const { context, page } = await asCanceller(browser, baseURL, 375);
  const products = (await (await context.request.get('/api/products?limit=100')).json()) as Array<{ id: number; stock: number | null }>;
  const product = products.find((p) => p.stock === null || p.stock > 3);
  expect(product).toBeDefined();
  const orderId = await placePaidOrder(context.request, [product!.id]);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible({ timeout: 30_000 });
  await skipToContent(page);
  const opener = page.getByRole('button', { name: 'Cancel Order' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  // Closed without cancelling: back on Cancel Order.
  const dialog = page.getByRole('dialog', { name: `Cancel Order #${orderId}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel Order' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Order Cancelled');
  // The dialog closes 2 seconds later; Cancel Order is gone with the order's processing state.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(opener).toHaveCount(0);
  const note = page.getByRole('note').filter({ hasText: 'This order was cancelled' });
  await expect(note).toBeFocused();
  expect(await activeIsBody(page)).toBe(false);
  await expectFocusVisible(page, 'after the cancel dialog');
  await expect(announcer(page)).toHaveText(new RegExp(`^Order #${orderId} cancelled\\. \\$[\\d,]+\\.\\d\\d was refunded to your card\\.`));
  await context.close();
});

test('a seller saves a listing by keyboard and the focus goes to the saved message', async ({ browser, baseURL }) => {
  const { context, page } = await asNewSeller(browser, baseURL, 1280);
  const activation = await context.request.patch('/api/user/become-seller', {
    data: {
      isSeller: true,
      companyName: 'Keyboard Joinery',
      confirmationUsManufacturer: true,
      termsAndConditions: true,
      // A listing is published from a shop with a ship-from address (issue 26).
      shop: { shopName: `Keyboard Joinery ${Date.now().toString(36)}`, shipFrom: { street: '88 E Broad St', city: 'Columbus', state: 'OH', zipCode: '43215' } },
    },
  });
  expect(activation.ok(), await activation.text()).toBe(true);
  const listed = await context.request.post('/api/seller/products', {
    data: {
      name: `Keyed Walnut Box ${Date.now().toString(36)}`,
      description: 'A walnut box with a sliding lid, made in Ohio.',
      price: 48,
      categoryId: 3,
      stock: 5,
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const { id } = (await listed.json()) as { id: number };

  await page.goto(`/seller/edit-product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible({ timeout: 30_000 });
  const stock = page.getByLabel('Stock', { exact: true });
  await expect(stock).toHaveValue('5');
  await skipToContent(page);
  await tabTo(page, stock, { max: 80 });
  await typeInto(page, '7');
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Product Updated');

  // The form started afresh, its Save Changes with it: the focus is on the result, My Products next.
  const back = page.getByRole('main').getByRole('link', { name: 'Back to My Products' });
  const message = back.locator('xpath=ancestor::div[@tabindex="-1"][1]');
  await expect(message).toContainText('Product UpdatedYour changes have been saved.');
  await expect(message).toBeFocused();
  expect(await activeIsBody(page)).toBe(false);
  await expectFocusVisible(page, 'after Save Changes');
  await expect(announcer(page)).toHaveText('Product Updated. Your changes have been saved.');
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await expect(stock).toHaveValue('7');
  await context.close();
});
