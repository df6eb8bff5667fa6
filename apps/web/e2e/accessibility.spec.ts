import { expectAccessiblePage } from './axe.ts';
import { test } from './fixtures.ts';
import { ON_PHONES } from './phone.ts';

// The pages the app renders in the browser (not pre-rendered): the pre-rendered public pages have
// the same check in public-pages.spec.ts, on the page load that checks their content. The gift
// voucher form's is checked signed in, on a phone, in its journey (gift-voucher.spec.ts).
const APP_ROUTES = ['/login', '/signup', '/forgot-password', '/gift-vouchers', '/no-such-page'];

// On phones too for a form: the header becomes a menu button, the form's names do not change.
const ALSO_ON_PHONES = ['/login'];

for (const path of APP_ROUTES) {
  test(
    `axe finds nothing serious or critical on ${path}, which has one h1 and one main landmark`,
    ALSO_ON_PHONES.includes(path) ? ON_PHONES : {},
    async ({ page }) => {
      await page.goto(path);
      await expectAccessiblePage(page);
    },
  );
}
