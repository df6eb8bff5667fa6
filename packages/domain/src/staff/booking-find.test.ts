import { describe, expect, it } from 'vitest';
import {
  bookingFindTermSchema,
  couldBeReference,
  customerFindKeys,
  findKey,
  prefixEnd,
} from './booking-find.ts';

describe('customerFindKeys', () => {
  it('keeps the whole name, the surname and the e-mail in lower case', () => {
    expect(customerFindKeys({ name: '  Casey   McDonald ', email: 'Casey@Example.COM' })).toEqual({
      name: 'casey mcdonald',
      surname: 'mcdonald',
      email: 'casey@example.com',
    });
  });

  it('leaves empty keys for what the booking does not know', () => {
    expect(customerFindKeys({ name: undefined, email: undefined })).toEqual({
      name: '',
      surname: '',
      email: '',
    });
  });
});

describe('finding by prefix', () => {
  it('matches keys that start with what was typed, in any case', () => {
    const keys = customerFindKeys({ name: 'Casey McDonald', email: 'casey@example.com' });
    const term = findKey(' MCD ');
    const inRange = (key: string) => key >= term && key < prefixEnd(term);
    expect(inRange(keys.surname)).toBe(true);
    expect(inRange(keys.name)).toBe(false);
    expect(inRange('mcdonalds-farm')).toBe(true);
    expect(inRange('mcc')).toBe(false);
  });
});

describe('bookingFindTermSchema', () => {
  it('says what to type when the box holds too little or too much', () => {
    expect(bookingFindTermSchema.safeParse(' c ').error?.issues[0]?.message).toBe(
      'Type at least 2 characters of a reference, an e-mail address or a name.',
    );
    expect(bookingFindTermSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      'Keep it to 100 characters or fewer.',
    );
    expect(bookingFindTermSchema.parse('  casey ')).toBe('casey');
  });

  it('treats only what a document id can be as a reference', () => {
    expect(couldBeReference('Kx3_9-aB')).toBe(true);
    expect(couldBeReference('casey jones')).toBe(false);
    expect(couldBeReference('casey@example.com')).toBe(false);
  });
});
