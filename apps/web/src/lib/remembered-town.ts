import { knownTown } from '@fundi/shared';
import { readStorage, writeStorage } from './storage';

// A buyer searches in the same town most times: the town they last chose is kept on this
// device (never sent anywhere but in their searches) and preselected by the search boxes.

const key = 'fundi.town';

/** The town chosen last on this device, if it is still one of the list's. */
export function rememberedTown(): string | undefined {
  const stored = readStorage(key);
  return stored ? knownTown(stored) : undefined;
}

/** Remember a chosen town; `undefined` (any town) forgets it. */
export function rememberTown(town: string | undefined): void {
  writeStorage(key, town ?? null);
}
