import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { ContactForm } from './contact-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => {
  vi.mocked(callFunction).mockReset();
});

function renderForm() {
  const { user } = renderWithProviders(<ContactForm />);
  /** Types or chooses each value as a person would; answers the form's fields. */
  const enter = async (values: Partial<Record<'name' | 'email' | 'topic' | 'message', string>>) => {
    const fields = {
      name: screen.getByLabelText('Your name'),
      email: screen.getByLabelText('E-mail address'),
      topic: screen.getByLabelText('What is it about?'),
      message: screen.getByLabelText('Message'),
    };
    for (const [name, value] of Object.entries(values)) {
      if (name === 'topic') await user.selectOptions(fields.topic, value);
      else await fill(user, fields[name as keyof typeof fields], value);
    }
    return fields;
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  return { user, enter, send };
}

describe('ContactForm', () => {
  it('shows what to fix next to each field, read out with it, and sends nothing', async () => {
    const { enter, send } = renderForm();
    const fields = await enter({ email: 'jo@', message: 'hi' });
    await send();

    await screen.findByText('Enter your name.');
    const expected = {
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      topic: 'Choose what your message is about.',
      message: 'Tell us a little more: at least 10 characters.',
    };
    for (const [name, message] of Object.entries(expected)) {
      const field = fields[name as keyof typeof fields];
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, confirms it in the page and offers an empty form for another', async () => {
    vi.mocked(callFunction).mockResolvedValue({ id: 'message-id' });
    const { user, enter, send } = renderForm();
    await enter({
      name: ' Jo ',
      email: ' Jo@Example.com',
      topic: 'Bookings',
      message: 'Can we bring our dog?',
    });
    await send();

    await waitFor(() => expect(callFunction).toHaveBeenCalledTimes(1));
    expect(callFunction).toHaveBeenCalledWith('submitContactMessage', {
      name: 'Jo',
      email: 'jo@example.com',
      topic: 'Bookings',
      message: 'Can we bring our dog?',
    });
    // In place of the form, where the focus now is: what happens next, and where the copy went.
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      "Message sentThanks, Jo. We've e-mailed a copy to jo@example.com and will reply within one business day.",
    );
    expect(document.activeElement).toBe(status);
    expect(screen.queryByLabelText('Your name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    const fields = await enter({});
    expect((fields.name as HTMLInputElement).value).toBe('');
    expect((fields.email as HTMLInputElement).value).toBe('');
    expect((fields.topic as HTMLSelectElement).value).toBe('');
    expect((fields.message as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(fields.name));
  });

  it('says why sending failed and keeps what was typed', async () => {
    vi.mocked(callFunction).mockRejectedValue(
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    );
    const { enter, send } = renderForm();
    const fields = await enter({
      name: 'Jo',
      email: 'jo@example.com',
      topic: 'Feedback',
      message: 'Loved it, thank you!',
    });
    await send();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not send your message. Please try again, or e-mail us at hello@completecamping.com.au.',
    );
    expect((fields.message as HTMLTextAreaElement).value).toBe('Loved it, thank you!');
  });

  it("says the function's own sentence for bad input or too many messages, without the status", async () => {
    vi.mocked(callFunction)
      .mockRejectedValueOnce(
        Object.assign(new Error('message: Keep your message to 2000 characters or fewer. [400]'), {
          code: 'functions/invalid-argument',
        }),
      )
      .mockRejectedValueOnce(
        Object.assign(new Error('Too many messages from you. Try again in 5 minutes.'), {
          code: 'functions/resource-exhausted',
        }),
      );
    const { enter, send } = renderForm();
    await enter({
      name: 'Jo',
      email: 'jo@example.com',
      topic: 'Feedback',
      message: 'Loved it, thank you!',
    });
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'message: Keep your message to 2000 characters or fewer.',
    );
    await send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many messages from you. Try again in 5 minutes.',
      ),
    );
  });

  it("takes an answer that is not the contract's for a failure, not for a message sent", async () => {
    // Not a stored message's id: the call does not say it was stored.
    vi.mocked(callFunction).mockResolvedValue({ id: 42 } as never);
    const { enter, send } = renderForm();
    await enter({
      name: 'Jo',
      email: 'jo@example.com',
      topic: 'Feedback',
      message: 'Loved it, thank you!',
    });
    await send();

    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^We could not send your message/,
    );
    expect(screen.queryByText('Message sent')).toBeNull();
  });
});
