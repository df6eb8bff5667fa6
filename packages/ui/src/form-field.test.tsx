import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './form-field.tsx';

afterEach(cleanup);

/** The texts that screen readers read out with a control, in their order. */
function description(control: HTMLElement): (string | null | undefined)[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

describe('TextField', () => {
  it('ties its error and then its hint to the input, so they are read out with it', () => {
    render(
      <TextField label="Email" error="Enter your e-mail address." hint="We never share it." />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['Enter your e-mail address.', 'We never share it.']);
  });

  it('is not marked invalid and describes nothing without an error or a hint', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps its label tied to it whatever id and aria props it is given', () => {
    render(
      <TextField label="Name" id="own-id" aria-describedby="elsewhere" hint="As on your ID." />,
    );
    const input = screen.getByLabelText('Name');
    expect(input.id).toBe('own-id');
    expect(description(input)).toEqual(['As on your ID.']);
  });
});

describe('TextAreaField', () => {
  it('is a labelled text box that takes typing and reads out its error', async () => {
    render(<TextAreaField label="Message" rows={4} error="Tell us a little more." />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Hello');
    expect(box).toHaveValue('Hello');
    expect(description(box)).toEqual(['Tell us a little more.']);
  });
});

describe('SelectField', () => {
  it('is a labelled drop-down of its options', async () => {
    render(
      <SelectField label="Topic" defaultValue="">
        <option value="">Choose a topic</option>
        <option value="Bookings">Bookings</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    await userEvent.selectOptions(select, 'Bookings');
    expect(select).toHaveValue('Bookings');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
  });
});
