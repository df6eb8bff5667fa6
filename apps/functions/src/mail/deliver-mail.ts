import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  queuedMailDocumentSchema,
  type QueuedMailDocument,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { errorText, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, retryDelayMs } from './delivery-rules.ts';
import { mailFrom, smtpTransport } from './smtp.ts';

/**
 * Takes a mail for one try when it is due (pending, failed with tries left, or held by a try that
 * never finished), in an atomic update: of two senders at once only one gets it. While held, its
 * `nextAttemptAt` is the end of the hold, so the sweep finds it again if this try dies.
 */
async function claim(
  db: Firestore,
  ref: DocumentReference,
  now: number,
): Promise<QueuedMailDocument | null> {
  return atomicUpdate(db, async (update) => {
    const snap = await update.get(ref);
    if (!snap.exists) return null;
    const mail = queuedMailDocumentSchema.parse(snap.data());
    const { delivery } = mail;
    const due = delivery.nextAttemptAt && delivery.nextAttemptAt.toMillis() <= now;
    if (!due || delivery.state === 'sent') return null;
    if (delivery.attempts >= MAIL_MAX_ATTEMPTS) {
      update.update(ref, {
        'delivery.state': 'failed',
        'delivery.nextAttemptAt': null,
        'delivery.leaseUntil': null,
      });
      return null;
    }
    const leaseUntil = Timestamp.fromMillis(now + MAIL_LEASE_MS);
    update.update(ref, {
      'delivery.state': 'sending',
      'delivery.attempts': delivery.attempts + 1,
      'delivery.leaseUntil': leaseUntil,
      'delivery.nextAttemptAt': leaseUntil,
    });
    return { ...mail, delivery: { ...delivery, attempts: delivery.attempts + 1 } };
  });
}

async function send(id: string, mail: QueuedMailDocument, env: NodeJS.ProcessEnv): Promise<void> {
  const transporter = await smtpTransport(env);
  const from = mailFrom(env);
  await transporter.sendMail({
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    attachments: mail.message.attachments,
    // The same id on every try, so a mail sent twice (a try that died after sending) is one message.
    messageId: `<${id}@${from.match(/@([^>\s]+)/)?.[1] ?? 'completecamping.com.au'}>`,
  });
}

/**
 * Sends one queued mail now if it is due, and records how it went: `sent`, or `failed` with the
 * error and, while tries are left, when the next one is due. Never throws: a mail that cannot go
 * out must not fail what it tells about.
 */
export async function deliverMail(
  db: Firestore,
  ref: DocumentReference,
  now = Date.now(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<'sent' | 'failed' | 'not due'> {
  try {
    const mail = await claim(db, ref, now);
    if (!mail) return 'not due';
    try {
      await send(ref.id, mail, env);
    } catch (error) {
      const attempts = mail.delivery.attempts;
      await ref.update({
        'delivery.state': 'failed',
        'delivery.lastError': errorText(error),
        'delivery.leaseUntil': null,
        'delivery.nextAttemptAt':
          attempts < MAIL_MAX_ATTEMPTS
            ? Timestamp.fromMillis(Date.now() + retryDelayMs(attempts))
            : null,
      });
      logger.warn('An e-mail could not be sent.', {
        mailId: ref.id,
        attempts,
        error: errorText(error),
      });
      return 'failed';
    }
    await ref.update({
      'delivery.state': 'sent',
      'delivery.sentAt': Timestamp.now(),
      'delivery.leaseUntil': null,
      'delivery.nextAttemptAt': null,
      'delivery.lastError': null,
    });
    return 'sent';
  } catch (error) {
    logger.error('E-mail delivery failed to record its state.', { mailId: ref.id, error });
    return 'failed';
  }
}

/** How many due mails one sweep tries at most (the rest wait for the next sweep). */
const SWEEP_BATCH = 100;

/** The sweep's part: tries every mail whose next try is due, a few at a time. */
export async function deliverDueMail(
  db: Firestore,
  now = Date.now(),
  env: NodeJS.ProcessEnv = process.env,
) {
  const due = await db
    .collection(COLLECTIONS.mail)
    .where('delivery.nextAttemptAt', '<=', Timestamp.fromMillis(now))
    .orderBy('delivery.nextAttemptAt')
    .limit(SWEEP_BATCH)
    .get();
  const counts = { sent: 0, failed: 0 };
  for (let at = 0; at < due.docs.length; at += 10) {
    const outcomes = await Promise.all(
      due.docs.slice(at, at + 10).map((doc) => deliverMail(db, doc.ref, now, env)),
    );
    for (const outcome of outcomes) if (outcome !== 'not due') counts[outcome] += 1;
  }
  return counts;
}
