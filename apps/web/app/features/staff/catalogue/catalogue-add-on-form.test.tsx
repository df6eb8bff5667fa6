import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { AddOnForm } from './catalogue-add-on-form.tsx';

const sleepingKit = ADD_ONS.find((addOn) => addOn.id === 'extra-sleeper')!;
const firewood = ADD_ONS.find((addOn) => addOn.id === 'firewood')!;

function renderForm(addOn: typeof sleepingKit) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  const { user } = renderWithProviders(
    <AddOnForm addOn={addOn} onSave={onSave} backTo="/admin/catalogue" />,
  );
  return { onSave, user, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}
const sleeps = () =>
  screen.getByLabelText('Campers each one sleeps (optional)') as HTMLInputElement;

describe('AddOnForm', () => {
  it('keeps how many campers bedding sleeps, and leaves it out for what sleeps nobody', async () => {
    const { onSave, user, save } = renderForm(sleepingKit);
    expect(sleeps().value).toBe('1');
    await fill(user, sleeps(), '2');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'extra-sleeper', maxQuantity: 3, sleeps: 2 }),
      false,
    );
    cleanup();
    const firewoodForm = renderForm(firewood);
    expect(sleeps().value).toBe('');
    await firewoodForm.save();
    await waitFor(() => expect(firewoodForm.onSave).toHaveBeenCalledTimes(1));
    expect((firewoodForm.onSave.mock.calls[0]![0] as { sleeps?: number }).sleeps).toBeUndefined();
  });
});
