import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact-message.ts';

describe('contactMessageSchema', () => {
  const message = {
    name: 'Jo',
    email: 'jo@example.com',
    topic: 'Bookings',
    message: 'Can we bring a dog?',
  };

  it('accepts a message and trims it', () => {
    expect(contactMessageSchema.parse({ ...message, name: ' Jo ' }).name).toBe('Jo');
  });

  it('says what to fix', () => {
    const issues = contactMessageSchema.safeParse({
      name: '',
      email: 'x',
      topic: 'Spam',
      message: 'hi',
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Enter your name.'],
      ['email', 'Enter a valid e-mail address, like name@example.com.'],
      ['topic', 'Choose what your message is about.'],
      ['message', 'Tell us a little more: at least 10 characters.'],
    ]);
  });
});

describe('contactMessageSchema and broken text', () => {
  it('refuses lone surrogates in the name and the message', () => {
    const message = {
      name: 'Jo\uD800',
      email: 'jo@example.com',
      topic: 'Bookings',
      message: 'Can we bring the dog?\uDC00',
    };
    const issues = contactMessageSchema.safeParse(message).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'message']);
  });
});
