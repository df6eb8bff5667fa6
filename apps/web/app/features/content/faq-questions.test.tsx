import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { renderWithProviders } from '#app/test/render.tsx';
import { faqGroups } from './faq-questions.tsx';

const groups = faqGroups({ packages: CAMPING_PACKAGES, settings: PRICING_SETTINGS });

function answerTo(question: string) {
  const entry = groups
    .flatMap((group) => group.entries)
    .find((candidate) => candidate.question === question);
  if (!entry) throw new Error(`No question "${question}"`);
  renderWithProviders(<>{entry.answer}</>);
  return document.body.textContent ?? '';
}

describe('faqGroups', () => {
  it('answers at least twelve distinct questions', () => {
    const questions = groups.flatMap((group) => group.entries.map((entry) => entry.question));
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('states the cancellation policy from the pricing settings', () => {
    const answer = answerTo('What if I need to cancel?');
    expect(answer).toContain('14 days or more before arrival: full refund.');
    expect(answer).toContain('7 to 13 days before arrival: 50% refund.');
    expect(answer).toContain('Less than 7 days before arrival: no refund.');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
  });

  it('states the minimum stays, longer ones in peak periods included', () => {
    expect(answerTo('What is the minimum stay?')).toBe(
      '2 nights. Arrivals during the Christmas and summer holidays need at least 3 nights.',
    );
  });
});
