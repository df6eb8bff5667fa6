import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import { queueMail } from './queue-mail.ts';

describe('escapeHtml', () => {
  it('escapes every character that means something in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jo</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jo&lt;/a&gt;',
    );
  });
});

describe('queueMail', () => {
  it('writes the mail as a new document of the mail collection, in the given batch', () => {
    // A stand-in for the admin Firestore: only the reference of a new document is needed.
    const collections: string[] = [];
    const db = {
      collection: (path: string) => {
        collections.push(path);
        return { doc: () => ({ path: `${path}/generated-id`, id: 'generated-id' }) };
      },
    } as unknown as Firestore;
    const writes: { path: string; data: unknown }[] = [];
    const mail = {
      to: 'jo@example.com',
      message: { subject: 'Hello', text: 'Hi Jo', html: '<p>Hi Jo</p>' },
    };
    const ref = queueMail(
      db,
      {
        set: (documentRef: DocumentReference, data: unknown) =>
          writes.push({ path: documentRef.path, data }),
      },
      mail,
    );
    expect(collections).toEqual(['mail']);
    expect(ref.id).toBe('generated-id');
    expect(writes).toEqual([{ path: 'mail/generated-id', data: mail }]);
  });
});
