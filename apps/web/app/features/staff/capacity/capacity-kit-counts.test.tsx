import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { KitCountForm } from './capacity-kit-counts.tsx';

const campingPackage = { ...CAMPING_PACKAGES[0]!, kitCount: 6 };
const field = () => screen.getByLabelText(`Kits of ${campingPackage.name}`) as HTMLInputElement;
async function saveKits(user: UserEvent, value: string) {
  await fill(user, field(), value);
  await user.click(screen.getByRole('button', { name: `Save kits of ${campingPackage.name}` }));
}

describe('KitCountForm', () => {
  it('saves the number of kits of the package', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <KitCountForm campingPackage={campingPackage} onSave={onSave} />,
    );
    expect(field().value).toBe('6');
    await saveKits(user, ' 8 ');
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ packageId: campingPackage.id, kitCount: 8 }),
    );
  });

  it.each([
    ['', 'Enter a number.'],
    ['2.5', 'Enter the number of kits as a whole number.'],
    ['-1', 'The number of kits cannot be negative.'],
  ])('refuses %j with the contract’s sentence, tied to the field', async (value, message) => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <KitCountForm campingPackage={campingPackage} onSave={onSave} />,
    );
    await saveKits(user, value);
    await screen.findByText(message);
    const describedBy = field().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence when it refuses fewer kits than bookings hold, keeping the number', async () => {
    const sentence = 'Bookings already hold 5 kits on 2026-12-27 and 2026-12-28: keep at least 5.';
    const refusal = Object.assign(new Error(`${sentence} [400]`), {
      code: 'functions/failed-precondition',
    });
    const { user } = renderWithProviders(
      <KitCountForm campingPackage={campingPackage} onSave={vi.fn().mockRejectedValue(refusal)} />,
    );
    await saveKits(user, '2');
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(field().value).toBe('2');
  });
});
