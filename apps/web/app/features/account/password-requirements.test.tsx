import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PASSWORD_POLICY } from '@camping/domain/identity/password-policy';
import { renderWithProviders } from '#app/test/render.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

describe('PasswordRequirements', () => {
  it('ticks off each requirement of the policy, in words too', () => {
    const policy = { ...FALLBACK_PASSWORD_POLICY, requireDigit: true };
    renderWithProviders(<PasswordRequirements password="tent7" policy={policy} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '•At least 6 characters(still needed)',
      '✓A number(done)',
    ]);
  });
});
