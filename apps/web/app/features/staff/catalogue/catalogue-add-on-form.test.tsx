import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { renderWithProviders } from '#app/test/render.tsx';
import { AddOnForm } from './catalogue-add-on-form.tsx';

const sleepingKit = ADD_ONS.find((addOn) => addOn.id === 'extra-sleeper')!;
const firewood = ADD_ONS.find((addOn) => addOn.id === 'firewood')!;

function renderForm(addOn: typeof sleepingKit) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  renderWithProviders(<AddOnForm addOn={addOn} onSave={onSave} backTo="/admin/catalogue" />);
  return onSave;
}
const sleeps = () =>
  screen.getByLabelText('Campers each one sleeps (optional)') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AddOnForm', () => {
  it('keeps how many campers bedding sleeps, and leaves it out for what sleeps nobody', async () => {
    const onSave = renderForm(sleepingKit);
    expect(sleeps().value).toBe('1');
    fireEvent.change(sleeps(), { target: { value: '2' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'extra-sleeper', maxQuantity: 3, sleeps: 2 }),
      false,
    );
    cleanup();
    const saveFirewood = renderForm(firewood);
    expect(sleeps().value).toBe('');
    save();
    await waitFor(() => expect(saveFirewood).toHaveBeenCalledTimes(1));
    expect((saveFirewood.mock.calls[0]![0] as { sleeps?: number }).sleeps).toBeUndefined();
  });
});
