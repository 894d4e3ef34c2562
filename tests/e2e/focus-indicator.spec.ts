import { expect, test, type Page } from '@playwright/test';
import { whenInteractive } from '../support/e2e/interactive';

/*
 * The focus indicator of every control a keyboard reaches stands out from what was there before it showed: some ring
 * of it, at least 2 px thick, has a contrast of 3:1 or more with the background it is drawn on (white pages, the
 * dark top bar and footer, brand buttons, the menu drawer).
 */

interface Ring {
  color: string;
  width: number;
}

interface Indicator {
  control: string;
  rings: Ring[];
  background: string;
}

/** The relative luminance of an sRGB colour given as computed CSS (rgb() or rgba()). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Focuses, one by one, every control a keyboard reaches inside `scope` (after a Tab, so the browser shows focus as
 * for a keyboard) and reads its indicator: the rings (outline and box-shadow spreads) of the control or, where a box
 * around it shows its focus (a search field, an option's box), of that box; and the background behind them, found
 * under a point just outside the box.
 */
async function indicators(page: Page, scope: string): Promise<Indicator[]> {
  await page.keyboard.press('Tab');
  return page.evaluate((selector) => {
    const transparent = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0\)/.test(color);
    const ringsOf = (element: Element) => {
      const style = getComputedStyle(element);
      const rings = style.outlineStyle === 'none' ? [] : [{ color: style.outlineColor, width: parseFloat(style.outlineWidth) }];
      for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';
        const spread = shadow.replace(color, '').match(/-?[\d.]+px/g)?.[3] ?? '0';
        if (!shadow.includes('inset')) rings.push({ color, width: parseFloat(spread) });
      }
      return rings.filter((ring) => ring.width > 0 && !transparent(ring.color));
    };
    const backgroundAt = (x: number, y: number, box: Element) => {
      const under = document.elementsFromPoint(x, y).find((element) => element !== box && !box.contains(element));
      for (let element = under ?? null; element; element = element.parentElement) {
        const color = getComputedStyle(element).backgroundColor;
        if (!transparent(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const controls = [...document.querySelectorAll<HTMLElement>(`${selector} :is(a[href], button, input, select, textarea, summary, [tabindex])`)].filter(
      (control) => control.tabIndex >= 0 && !control.matches(':disabled') && control.checkVisibility({ visibilityProperty: true }),
    );
    return controls.map((control) => {
      control.focus();
      let box: Element | null = control;
      while (box && ringsOf(box).length === 0) box = box.parentElement;
      const name = `${control.tagName.toLowerCase()} '${((control.getAttribute('aria-label') ?? control.textContent ?? '').trim() || control.id).slice(0, 40)}'`;
      if (!box) return { control: name, rings: [], background: '' };
      const rect = box.getBoundingClientRect();
      const x = rect.left > 8 ? rect.left - 4 : rect.right + 4;
      return { control: name, rings: ringsOf(box), background: backgroundAt(x, rect.top + rect.height / 2, box) };
    });
  }, scope);
}

/** The indicators with no ring of 2 px or more that reaches 3:1 against the background. */
function weak(found: Indicator[]): string[] {
  expect(found.length, 'controls found').toBeGreaterThan(10);
  return found.flatMap(({ control, rings, background }) => {
    const best = Math.max(0, ...rings.filter((ring) => ring.width >= 2).map((ring) => contrast(ring.color, background)));
    return best >= 3 ? [] : [`${control}: ${best.toFixed(2)}:1 on ${background} (${rings.map((r) => `${r.width}px ${r.color}`).join(', ')})`];
  });
}

test('on a wide screen every focus indicator of the home and product pages reaches 3:1 against its background', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  // Home: the dark top bar, the header, the hero's brand button, product cards, the green compare banner, the footer.
  await page.goto('/');
  await whenInteractive(page.getByRole('button', { name: /^Cart/ }));
  expect(weak(await indicators(page, 'body')), 'home').toEqual([]);
  // Product page: breadcrumbs, the gallery, the option boxes around their radios, quantity, the brand Add to cart.
  await page.goto('/products/whey-protein-isolate');
  await whenInteractive(page.getByRole('button', { name: /^Cart/ }));
  expect(weak(await indicators(page, 'main')), 'product').toEqual([]);
});

test('on a phone the focus indicators in the menu drawer reach 3:1 against its background', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await (await whenInteractive(page.getByRole('button', { name: 'Open menu' }))).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(weak(await indicators(page, 'dialog[open]')), 'menu drawer').toEqual([]);
  await context.close();
});
