import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('is announced and can describe the field it is about', () => {
    render(
      <>
        <input aria-label="Phone" aria-describedby="phone-error" />
        <Alert id="phone-error">Enter a phone number.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a phone number.');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a phone number.',
    );
  });
});
