import { FALLBACK_PASSWORD_POLICY } from '@camping/domain/password-policy';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordRequirements } from './password-requirements.tsx';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('ties its error and hint to the input, so they are read out with it', () => {
    render(
      <TextField label="Email" error="Enter your e-mail address." hint="We never share it." />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Enter your e-mail address.', 'We never share it.']);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('PasswordRequirements', () => {
  it('ticks off each requirement of the policy, in words too', () => {
    const policy = { ...FALLBACK_PASSWORD_POLICY, requireDigit: true };
    render(<PasswordRequirements password="tent7" policy={policy} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '•At least 6 characters(still needed)',
      '✓A number(done)',
    ]);
  });
});
