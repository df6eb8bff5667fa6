// `npm run screenshots` (e-mail part): one of each e-mail the product sends, queued by
// apps/functions/src/mail/sample-mails.ts and delivered to the stack's MailDev like any other, shot
// as MailDev shows it (its rendering of the message's HTML part) at each width.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { messagesWithSubject } from '@camping/stack/mail-inbox';
import type { StackInfo } from '@camping/stack/profiles';

export interface MailShot {
  /** The file name's stem: `mail-` and the e-mail's kind. */
  name: string;
  subject: string;
  /** MailDev's id of the delivered message. */
  id: string;
}

/** Queues the samples and waits until MailDev has each; answers them in the samples' order. */
export async function deliverSampleMails(stack: StackInfo): Promise<MailShot[]> {
  const script = join(import.meta.dirname, '..', 'functions', 'src', 'mail', 'sample-mails.ts');
  const samples = JSON.parse(
    execFileSync(process.execPath, [script, stack.firestoreHost, stack.projectId, stack.webUrl!], {
      encoding: 'utf8',
    }),
  ) as { name: string; subject: string }[];
  const shots: MailShot[] = [];
  for (const { name, subject } of samples) {
    const delivered = await messagesWithSubject(stack.mailInboxUrl, subject, 30_000);
    if (delivered.length === 0) throw new Error(`MailDev never received "${subject}".`);
    shots.push({ name: `mail-${name}`, subject, id: delivered.at(-1)!.id });
  }
  return shots;
}

/**
 * Shoots each delivered e-mail as MailDev's inbox shows it, in a desktop window with the message open:
 * at 375 px through MailDev's own preview width (its inbox is not laid out for a phone), at 1280 px as
 * the window's full width shows it. The window is as tall as the message, which MailDev shows in a
 * frame of the window's height.
 */
export async function captureMail(
  browser: Browser,
  stack: StackInfo,
  shots: readonly MailShot[],
  width: number,
  file: (name: string) => string,
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const shot of shots) {
    // The message's own length at this width, from MailDev's rendering of it alone.
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${stack.mailInboxUrl}/api/email/${shot.id}/html`);
    const length = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1280, height: length + 400 });
    await page.goto(`${stack.mailInboxUrl}/#/email/${shot.id}`);
    await page.frameLocator('iframe').first().locator('h1').waitFor();
    if (width < 1280) {
      await page.getByRole('button', { name: '100%' }).click();
      await page.getByText(`${width}px`, { exact: true }).click();
      await page.mouse.move(0, 0);
    }
    // Down to the message's end, below MailDev's headers and tabs.
    const frameTop = (await page.locator('iframe').first().boundingBox())!.y;
    await page.setViewportSize({ width: 1280, height: Math.ceil(frameTop + length) + 16 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: file(shot.name), type: 'jpeg', quality: 80 });
  }
  await context.close();
}
