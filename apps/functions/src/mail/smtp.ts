import { defineSecret } from 'firebase-functions/params';
import type { createTransport } from 'nodemailer';
import { isEmulated } from '../shared/emulated.ts';

/**
 * The SMTP server every e-mail goes through, as one connection string (e.g.
 * `smtps://user:password@smtp.example.com:465`): a Cloud Functions secret in production
 * (docs/decisions/0016-e-mail-delivery.md). In the emulators the local stack sets `SMTP_URL` to its
 * MailDev, so local mail goes out through this same code.
 */
export const smtpUrl = defineSecret('SMTP_URL');

/** The secrets a function that sends e-mail lists (none in the emulators: the stack sets the URL). */
export const MAIL_SECRETS = isEmulated() ? [] : [smtpUrl];

/** Who our e-mails are from; `MAIL_FROM` in apps/functions/.env changes it. */
export const mailFrom = (env: NodeJS.ProcessEnv = process.env) =>
  env.MAIL_FROM ?? 'The Complete Camping Experience <bookings@completecamping.com.au>';

type Transporter = ReturnType<typeof createTransport>;

let transport: { url: string; transporter: Promise<Transporter> } | undefined;

/** The SMTP transport for `SMTP_URL`, made once per instance (nodemailer loads with the first mail). */
export function smtpTransport(env: NodeJS.ProcessEnv = process.env): Promise<Transporter> {
  const url = env.SMTP_URL;
  if (!url) return Promise.reject(new Error('SMTP_URL is not set: no e-mail can be sent.'));
  if (transport?.url !== url) {
    transport = {
      url,
      transporter: import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      ),
    };
  }
  return transport.transporter;
}
