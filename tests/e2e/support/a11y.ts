import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type JSHandle, type Locator, type Page } from './test.ts';
import { sharedShopper } from './shopper.ts';

// Issue 15, accessibility on every screen: the sessions of each role, the axe-core audit and the
// keyboard checks (focus shows, dialogs keep and give back the focus) shared by a11y.spec.ts and
// keyboard.spec.ts.

/**
 * Who looks at a screen. 'shopper' is the demo shopper (orders in every state, reviews to write);
 * 'buyer' is a shopper registered for this worker, for the screens that place orders or fill a cart:
 * orders.spec.ts counts the demo shopper's orders, so no journey may add to them.
 */
export type Role = 'guest' | 'shopper' | 'buyer' | 'seller' | 'admin';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DEMO_ACCOUNTS: Record<'shopper' | 'seller' | 'admin', { username: string; password: string }> = {
  shopper: { username: 'shopper', password: 'shopper123' },
  seller: { username: 'seller', password: 'seller123' },
  admin: { username: 'admin', password: 'admin123' },
};

// Sign-in is rate limited per username: each demo account signs in once per worker (the module is
// loaded once per worker process) and every later context reuses the session.
const states = new Map<Role, Promise<StorageState>>();
const asBuyer = sharedShopper('a11y');

async function demoState(browser: Browser, baseURL: string | undefined, role: 'shopper' | 'seller' | 'admin'): Promise<StorageState> {
  const login = await browser.newContext({ baseURL });
  const res = await login.request.post('/api/login', { data: DEMO_ACCOUNTS[role] });
  expect(res.ok(), `sign-in as ${role}: ${await res.text()}`).toBe(true);
  const state = await login.storageState();
  await login.close();
  return state;
}

export const viewport = (width: number) => ({ width, height: width < 600 ? 812 : 900 });

/** A new context (one per role and width) signed in as `role`, and its page. */
export async function openAs(browser: Browser, baseURL: string | undefined, role: Role, width: number): Promise<{ context: BrowserContext; page: Page }> {
  if (role === 'buyer') return asBuyer(browser, baseURL, width);
  let storageState: StorageState | undefined;
  if (role !== 'guest') {
    if (!states.has(role)) states.set(role, demoState(browser, baseURL, role));
    storageState = await states.get(role);
  }
  const context = await browser.newContext({ baseURL, storageState, viewport: viewport(width) });
  return { context, page: await context.newPage() };
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is. Answers the serious and critical
 * violations, each rule with the first elements it found so the failure says what to fix; lesser
 * findings are printed, not failed.
 */
export async function audit(page: Page, screen: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page for every audit to
  // merge frames' results, which costs seconds each and our screens have no frames of their own.
  // Only the violations are read: axe then reports each of them in full but skips listing every
  // element that passed, up to half of an audit's time on a page of product cards
  // (docs/decisions/0062-ci-time.md). options() replaces every option, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  const lines: string[] = [];
  for (const v of results.violations) {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => `      ${JSON.stringify(n.target)}${n.failureSummary ? `  (${n.failureSummary.split('\n')[1]?.trim() ?? ''})` : ''}`);
    const line = `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${targets.join('\n')}`;
    if (v.impact && BLOCKING.has(v.impact)) lines.push(`${screen}\n${line}`);
    else console.log(`a11y (not blocking) ${screen}\n${line}`);
  }
  return lines;
}

interface FocusReport {
  /** the focused element, as a message names it */
  element: string;
  /** why its focus would not be seen, or null when it is */
  problem: string | null;
}

/**
 * Runs in the page (self-contained: it is sent there as source). Whether a focused element's focus
 * can be seen: an outline (on the element or on its ::before/::after, as full-card links draw it)
 * at least 1 px wide whose colour stands out 3:1 from the background it is drawn on (WCAG 2.4.7,
 * and 2.4.11's contrast). 'active' inspects the focused element; 'sweep' gives the focus in turn to
 * every control one can Tab to on the screen (in the open dialog when there is one), leaving out
 * the tabs not selected (focusing one would choose it) and tab lists (they hand the focus on to
 * their tab), and answers those whose focus hides.
 */
function inPageFocus(mode: string): FocusReport[] {
  // Any CSS colour (oklch included) as sRGB, through a canvas.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  // The colour behind, or null behind a picture or gradient, whose colours a canvas cannot tell.
  const background = (start: Element | null) => {
    for (let n = start; n; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (style.backgroundImage !== 'none') return null;
      const c = rgba(style.backgroundColor);
      if (c[3] > 0.5) return c;
    }
    return rgba('#fff');
  };
  const inspect = (el: Element | null): FocusReport => {
    if (!el || el === document.body || el === document.documentElement) return { element: 'the page itself', problem: 'nothing has the focus (it was lost)' };
    // The ring as it ends up: colour transitions (transition-colors includes outline-color) would
    // otherwise show the colour it starts from.
    for (const animation of el.getAnimations({ subtree: true })) if (animation instanceof CSSTransition) animation.finish();
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const element = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name}"`;
    for (const pseudo of [null, '::after', '::before']) {
      const style = getComputedStyle(el, pseudo);
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 1) continue;
      const color = rgba(style.outlineColor);
      if (color[3] === 0) continue;
      // An outline outside the element is drawn on what is behind it; one inside, on the element.
      const behind = background(pseudo === null && parseFloat(style.outlineOffset) >= 0 ? el.parentElement : el);
      if (!behind) return { element, problem: null };
      const [hi, lo] = [luminance(color), luminance(behind)].sort((a, b) => b - a) as [number, number];
      const ratio = (hi + 0.05) / (lo + 0.05);
      return {
        element,
        problem: ratio >= 3 ? null : `its outline (${style.outlineColor}) stands out only ${ratio.toFixed(2)}:1 from rgb(${behind.slice(0, 3).join(', ')})`,
      };
    }
    const own = getComputedStyle(el);
    return { element, problem: `it shows no focus outline (outline: ${own.outlineStyle} ${own.outlineWidth}; box-shadow: ${own.boxShadow})` };
  };
  if (mode === 'active') return [inspect(document.activeElement)];

  const root = document.querySelector('[role="dialog"], [role="alertdialog"]') ?? document.body;
  const found: FocusReport[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')) {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.getClientRects().length === 0) continue;
    if (getComputedStyle(el).visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
    if (el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') !== 'true') continue;
    // A tab list (Radix roving focus) passes a keyboard user's focus on to its selected tab at once.
    if (el.getAttribute('role') === 'tablist') continue;
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) continue;
    const report = inspect(el);
    if (report.problem) found.push(report);
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return found;
}

const inspectFocus = async (page: Page): Promise<FocusReport> => (await page.evaluate(inPageFocus, 'active'))[0]!;

/**
 * Focus visible everywhere, quickly: every control of the screen gets the focus in turn (after a
 * key press, so the browser shows focus as it does for the keyboard). Answers one line per kind of
 * control whose focus hides: forty product cards say no more than the first.
 */
export async function focusSweep(page: Page, screen: string): Promise<string[]> {
  await page.keyboard.press('Shift');
  const reports = await page.evaluate(inPageFocus, 'sweep');
  const unique = new Map(reports.map((r) => [`${r.element.replace(/"[^"]*"$/, '')} ${r.problem}`, r]));
  return [...unique.values()].map((r) => `${screen}\n  [focus] ${r.element}: ${r.problem}`);
}

/** The focused element shows a focus indicator one can see. */
export async function expectFocusVisible(page: Page, where = ''): Promise<void> {
  const focus = await inspectFocus(page);
  expect(focus.problem, `focus on ${focus.element}${where ? ` (${where})` : ''}: ${focus.problem}`).toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user moves,
 * checking at every stop that the focus shows. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 }: { back?: boolean; max?: number } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await inspectFocus(page);
    seen.push(focus.element);
    expect(focus.problem, `focus on ${focus.element}: ${focus.problem}`).toBeNull();
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}; the focus went through:\n  ${seen.join('\n  ')}`);
}

/** The element that has the focus now, to compare with later. */
export const focused = (page: Page): Promise<JSHandle> => page.evaluateHandle(() => document.activeElement);

/**
 * The dialog holds the focus: Tab through every control in it comes back to where it started (after
 * the last control comes the first), Shift+Tab from there stays inside, and the focus shows
 * throughout. The focus must be in the dialog when this is called.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  expect(await inside(), 'the focus is in the dialog when it opens').toBe(true);
  // Tab stops: enabled, rendered, not tabindex=-1, one per radio group.
  const stops = await dialog.evaluate((d) => {
    const candidates = d.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    const groups = new Set<string>();
    let count = 0;
    for (const el of candidates) {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.getAttribute('type') === 'hidden' || el.getClientRects().length === 0) continue;
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (groups.has(el.name)) continue;
        groups.add(el.name);
      }
      count++;
    }
    return count;
  });
  const start = await focused(page);
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${i + 1} of ${stops} left the dialog`).toBe(true);
    await expectFocusVisible(page, `Tab ${i + 1} in the dialog`);
  }
  expect(await page.evaluate((s) => s === document.activeElement, start), `${stops} Tabs in the dialog come back to the control they started from`).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await inside(), 'Shift+Tab from the first control stays in the dialog').toBe(true);
  await expectFocusVisible(page, 'Shift+Tab in the dialog');
  await page.keyboard.press('Tab');
  expect(await page.evaluate((s) => s === document.activeElement, start), 'Tab after Shift+Tab comes back').toBe(true);
}

/** Replaces what the focused text field holds with `text`, typed. */
export async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}
