import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, stateDir } from './paths.ts';
import { httpOk, waitFor, type ProcessBook } from './processes.ts';
import { HOST, type StackProfile } from './profiles.ts';

/**
 * MailDev (the `maildev` package): a real SMTP server on loopback that the functions send every
 * e-mail to, with a web inbox that shows each message and its attachments, and a REST API the tests
 * read (docs/decisions/0016-e-mail-delivery.md). Each start begins with an empty inbox.
 */
export async function startMailInbox(book: ProcessBook, profile: StackProfile): Promise<void> {
  const { smtp, mailInbox } = profile.ports;
  const directory = join(stateDir(profile.name), 'maildev');
  rmSync(directory, { recursive: true, force: true });
  const service = book.start(
    'maildev',
    join(REPO_ROOT, 'tools', 'stack', 'node_modules', '.bin', 'maildev'),
    [
      '--smtp',
      String(smtp),
      '--web',
      String(mailInbox),
      '--ip',
      HOST,
      '--web-ip',
      HOST,
      '--mail-directory',
      directory,
    ],
    { cwd: REPO_ROOT, env: process.env },
  );
  await waitFor(
    'MailDev',
    () => httpOk(`http://${HOST}:${mailInbox}/api/healthz`),
    30_000,
    service,
  );
}

/** The messages in a stack's inbox, newest last, as MailDev's REST API gives them. */
export interface InboxMessage {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  html: string;
  text: string;
  date?: string;
  time?: string;
  attachments?: { filename: string; contentType: string; generatedFileName: string }[];
}

export async function inboxMessages(mailInboxUrl: string): Promise<InboxMessage[]> {
  const response = await fetch(`${mailInboxUrl}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}.`);
  return (await response.json()) as InboxMessage[];
}

/**
 * The inbox's messages that `wanted` picks, once at least one is there (or none after `timeoutMs`):
 * MailDev lists a message a moment after it accepted it over SMTP, so a test that reads the inbox
 * right after a send returned can miss it on a busy machine.
 */
export async function messagesWhere(
  mailInboxUrl: string,
  wanted: (message: InboxMessage) => boolean,
  timeoutMs = 10_000,
): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inboxMessages(mailInboxUrl)).filter(wanted);
    if (found.length > 0 || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The inbox's messages with this subject, once at least one is there (see messagesWhere). */
export const messagesWithSubject = (mailInboxUrl: string, subject: string, timeoutMs?: number) =>
  messagesWhere(mailInboxUrl, (message) => message.subject === subject, timeoutMs);

/** An attachment of a message in the inbox, as text (e.g. an .ics file). */
export async function inboxAttachment(
  mailInboxUrl: string,
  message: InboxMessage,
  generatedFileName: string,
): Promise<string> {
  const response = await fetch(
    `${mailInboxUrl}/api/email/${message.id}/attachment/${generatedFileName}`,
  );
  if (!response.ok) throw new Error(`MailDev answered ${response.status}.`);
  return response.text();
}
