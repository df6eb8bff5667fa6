import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { PackageForm } from './catalogue-package-form.tsx';

const existing = { ...CAMPING_PACKAGES[0]!, nightlyRateCents: 14_950 };

function renderForm(
  campingPackage: typeof existing | null,
  onSave = vi.fn().mockResolvedValue(undefined),
) {
  const { user } = renderWithProviders(
    <PackageForm
      campingPackage={campingPackage}
      nextSortOrder={4}
      onSave={onSave}
      backTo="/admin/catalogue"
    />,
  );
  return {
    onSave,
    type: (label: string, value: string) => fill(user, screen.getByLabelText(label), value),
    save: () => user.click(screen.getByRole('button', { name: 'Save' })),
  };
}

describe('PackageForm', () => {
  it('shows the stored price in dollars and saves what is typed in dollars as exact cents', async () => {
    const { onSave, type, save } = renderForm(existing);
    const rate = screen.getByLabelText('Nightly rate ($, GST included)') as HTMLInputElement;
    expect(rate.value).toBe('149.50');
    await type('Nightly rate ($, GST included)', '$1,019.99');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // The kit count is capacity, saved on its own page: not part of the catalogue entry.
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('kitCount');
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        id: existing.id,
        nightlyRateCents: 101_999,
        sleeps: existing.sleeps,
      }),
      false,
    );
  });

  it('makes a new package’s id from its name until the id is typed by hand', async () => {
    const { onSave, type, save } = renderForm(null);
    await type('Name', 'Family Deluxe Tent');
    const id = screen.getByLabelText('Id (in its web address)') as HTMLInputElement;
    await waitFor(() => expect(id.value).toBe('family-deluxe-tent'));
    await type('Id (in its web address)', 'deluxe');
    await type('Name', 'Family Deluxe');
    await type('Summary', 'Room for five.');
    await type('Description', 'A big tent.');
    await type('Includes', 'Tent\n\nBeds ');
    await type('Nightly rate ($, GST included)', '0.29');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      {
        id: 'deluxe',
        name: 'Family Deluxe',
        summary: 'Room for five.',
        description: 'A big tent.',
        sleeps: 2,
        nightlyRateCents: 29,
        includes: ['Tent', 'Beds'],
        sortOrder: 4,
      },
      true,
    );
  });

  it('says how to write a price it cannot read, and saves nothing', async () => {
    const { onSave, type, save } = renderForm(existing);
    await type('Nightly rate ($, GST included)', '149.999');
    await save();
    expect(
      await screen.findByText('Enter an amount in dollars, like 45 or 45.50.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a taken id beside the form, keeping what was typed', async () => {
    const refusal = Object.assign(new Error('There is already a package with the id essentials.'), {
      code: 'functions/invalid-argument',
    });
    const { type, save } = renderForm(existing, vi.fn().mockRejectedValue(refusal));
    await type('Summary', 'Changed summary.');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is already a package with the id essentials.',
    );
    expect((screen.getByLabelText('Summary') as HTMLInputElement).value).toBe('Changed summary.');
  });
});
