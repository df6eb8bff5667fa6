import { useQueryClient } from '@tanstack/react-query';
import type { StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';
import { queryKeys } from '#app/shared/query-keys.ts';
import { saveWith } from '../settings-calls.ts';
import type { Kind } from './catalogue-address.ts';

/** Invalidates what the public pages read of a kind, so they (and these lists) show the change. */
const READS_OF: Record<Kind, (id: string) => readonly (readonly string[])[]> = {
  location: (id) => [queryKeys.getLocations(), queryKeys.getLocationById(id)],
  package: () => [queryKeys.getPackages()],
  addOn: () => [queryKeys.getAddOns()],
};

/** Saves an entry through its staff callable, then reads again what shows it. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return async (request: StaffCatalogueEntry) => {
    await saveWith('staffSaveCatalogueEntry', request);
    await Promise.all(
      READS_OF[request.kind](request.entry.id).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}
