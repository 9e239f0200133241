import { X } from 'lucide-react';
import { counties, MAX_TOWNS_SERVED, parseTownsServed } from '@fundi/shared';
import { SelectField } from './ui/field';
import { useTranslation } from '../lib/i18n';
import { addSignedInWords } from '../lib/signed-in-words';

addSignedInWords();

/**
 * "Other towns you serve": the chosen towns as chips, each removable, and a list of the places
 * (by county) to add one. The value is the comma-separated line the API takes (`townsServed`).
 */
export function TownsServedField({ value, onChange, error }: { value: string; onChange: (line: string) => void; error?: string }) {
  const { t } = useTranslation();
  const parsed = parseTownsServed(value);
  const towns = 'towns' in parsed ? parsed.towns : [];
  const isFull = towns.length >= MAX_TOWNS_SERVED;
  const set = (next: string[]) => onChange(next.join(', '));

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t('places.townsServed')}
        hint={t('places.townsServedHint', { count: MAX_TOWNS_SERVED })}
        error={error}
        value=""
        disabled={isFull}
        onChange={(event) => event.target.value && set([...towns, event.target.value])}
      >
        <option value="">{isFull ? t('places.townsFull', { count: MAX_TOWNS_SERVED }) : t('places.addTown')}</option>
        {counties.map((county) => (
          <optgroup key={county.name} label={county.name}>
            {county.towns
              .filter((town) => !towns.includes(town.name))
              .map((town) => (
                <option key={town.name} value={town.name}>
                  {town.name}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      {towns.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('places.chosenTowns')}>
          {towns.map((town) => (
            <li key={town} className="inline-flex h-9 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm font-semibold text-brand-800">
              {town}
              <button
                type="button"
                onClick={() => set(towns.filter((chosen) => chosen !== town))}
                className="grid size-8 place-items-center rounded-full hover:bg-brand-100"
                aria-label={t('places.removeTown', { town })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Suggestions for a location field: every town, and "Estate, Town" for the big cities' estates. */
export function PlaceSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {counties.flatMap((county) =>
        county.towns.flatMap((town) => [
          <option key={town.name} value={town.name} />,
          ...(town.estates ?? []).map((estate) => <option key={`${estate}, ${town.name}`} value={`${estate}, ${town.name}`} />),
        ]),
      )}
    </datalist>
  );
}
