// Kenyan towns and, for the big cities, their estates, grouped by county (docs/product.md §12). A
// professional's location is "Estate, Town" or "Town"; its town (the last part) is what the town
// filters match, together with the other towns they serve. Zod-free: the search box and the
// profile form read it without loading the schemas.

export interface County {
  name: string;
  towns: readonly Town[];
}

interface Town {
  name: string;
  /** Neighbourhoods people name when they say where they live. */
  estates?: readonly string[];
}

export const counties: readonly County[] = [
  {
    name: 'Nairobi',
    towns: [
      {
        name: 'Nairobi',
        estates: [
          'CBD', 'Westlands', 'Kilimani', 'Kileleshwa', 'Lavington', 'Karen', 'Langata', 'South B', 'South C', 'Upper Hill',
          'Parklands', 'Eastleigh', 'Embakasi', 'Donholm', 'Buruburu', 'Umoja', 'Kayole', 'Kasarani', 'Roysambu', 'Githurai',
          'Kahawa', 'Kibera', 'Dagoretti', 'Kawangware', 'Runda', 'Muthaiga', 'Gigiri', 'Pangani', 'Ngara', 'Utawala',
        ],
      },
    ],
  },
  {
    name: 'Mombasa',
    towns: [{ name: 'Mombasa', estates: ['Nyali', 'Bamburi', 'Kisauni', 'Likoni', 'Tudor', 'Mtwapa', 'Old Town', 'Changamwe', 'Mikindani', 'Shanzu'] }],
  },
  {
    name: 'Kisumu',
    towns: [{ name: 'Kisumu', estates: ['Milimani', 'Mamboleo', 'Nyalenda', 'Kondele', 'Manyatta', 'Tom Mboya', 'Riat'] }, { name: 'Ahero' }, { name: 'Maseno' }],
  },
  {
    name: 'Nakuru',
    towns: [{ name: 'Nakuru', estates: ['Milimani', 'Section 58', 'Lanet', 'Free Area', 'Kiamunyi', 'Shabab'] }, { name: 'Naivasha' }, { name: 'Gilgil' }, { name: 'Molo' }],
  },
  { name: 'Uasin Gishu', towns: [{ name: 'Eldoret', estates: ['Elgon View', 'Kapsoya', 'Langas', 'Pioneer', 'Annex'] }, { name: 'Burnt Forest' }] },
  { name: 'Kiambu', towns: [{ name: 'Thika' }, { name: 'Ruiru' }, { name: 'Juja' }, { name: 'Kiambu' }, { name: 'Kikuyu' }, { name: 'Limuru' }, { name: 'Githunguri' }] },
  { name: 'Machakos', towns: [{ name: 'Machakos' }, { name: 'Athi River' }, { name: 'Mlolongo' }, { name: 'Syokimau' }, { name: 'Kangundo' }] },
  { name: 'Kajiado', towns: [{ name: 'Kitengela' }, { name: 'Ongata Rongai' }, { name: 'Ngong' }, { name: 'Kajiado' }, { name: 'Kiserian' }] },
  { name: 'Kilifi', towns: [{ name: 'Kilifi' }, { name: 'Malindi' }, { name: 'Watamu' }, { name: 'Mariakani' }] },
  { name: 'Kwale', towns: [{ name: 'Ukunda' }, { name: 'Diani' }, { name: 'Kwale' }, { name: 'Msambweni' }] },
  { name: 'Nyeri', towns: [{ name: 'Nyeri' }, { name: 'Karatina' }, { name: 'Othaya' }] },
  { name: "Murang'a", towns: [{ name: "Murang'a" }, { name: 'Kenol' }, { name: 'Kangema' }] },
  { name: 'Kirinyaga', towns: [{ name: 'Kerugoya' }, { name: 'Kutus' }, { name: 'Sagana' }] },
  { name: 'Meru', towns: [{ name: 'Meru' }, { name: 'Maua' }, { name: 'Nkubu' }] },
  { name: 'Embu', towns: [{ name: 'Embu' }, { name: 'Runyenjes' }] },
  { name: 'Laikipia', towns: [{ name: 'Nanyuki' }, { name: 'Nyahururu' }] },
  { name: 'Kakamega', towns: [{ name: 'Kakamega' }, { name: 'Mumias' }] },
  { name: 'Bungoma', towns: [{ name: 'Bungoma' }, { name: 'Webuye' }, { name: 'Kimilili' }] },
  { name: 'Kisii', towns: [{ name: 'Kisii' }, { name: 'Ogembo' }] },
  { name: 'Kericho', towns: [{ name: 'Kericho' }, { name: 'Litein' }] },
  { name: 'Trans Nzoia', towns: [{ name: 'Kitale' }] },
  { name: 'Busia', towns: [{ name: 'Busia' }, { name: 'Malaba' }] },
  { name: 'Migori', towns: [{ name: 'Migori' }, { name: 'Awendo' }, { name: 'Rongo' }] },
  { name: 'Homa Bay', towns: [{ name: 'Homa Bay' }, { name: 'Mbita' }, { name: 'Oyugis' }] },
  { name: 'Siaya', towns: [{ name: 'Siaya' }, { name: 'Bondo' }] },
  { name: 'Vihiga', towns: [{ name: 'Mbale' }, { name: 'Luanda' }] },
  { name: 'Bomet', towns: [{ name: 'Bomet' }] },
  { name: 'Narok', towns: [{ name: 'Narok' }] },
  { name: 'Nyandarua', towns: [{ name: 'Ol Kalou' }] },
  { name: 'Kitui', towns: [{ name: 'Kitui' }, { name: 'Mwingi' }] },
  { name: 'Makueni', towns: [{ name: 'Wote' }, { name: 'Emali' }] },
  { name: 'Taita Taveta', towns: [{ name: 'Voi' }, { name: 'Taveta' }] },
  { name: 'Lamu', towns: [{ name: 'Lamu' }] },
  { name: 'Garissa', towns: [{ name: 'Garissa' }] },
  { name: 'Isiolo', towns: [{ name: 'Isiolo' }] },
  { name: 'Marsabit', towns: [{ name: 'Marsabit' }] },
  { name: 'Turkana', towns: [{ name: 'Lodwar' }] },
  { name: 'West Pokot', towns: [{ name: 'Kapenguria' }] },
  { name: 'Nandi', towns: [{ name: 'Kapsabet' }] },
  { name: 'Baringo', towns: [{ name: 'Kabarnet' }, { name: 'Eldama Ravine' }] },
  { name: 'Elgeyo-Marakwet', towns: [{ name: 'Iten' }] },
  { name: 'Tharaka-Nithi', towns: [{ name: 'Chuka' }] },
  { name: 'Samburu', towns: [{ name: 'Maralal' }] },
  { name: 'Nyamira', towns: [{ name: 'Nyamira' }] },
  { name: 'Mandera', towns: [{ name: 'Mandera' }] },
  { name: 'Wajir', towns: [{ name: 'Wajir' }] },
  { name: 'Tana River', towns: [{ name: 'Hola' }] },
];

const townsByKey = new Map(counties.flatMap((county) => county.towns.map((town): [string, string] => [town.name.toLowerCase(), town.name])));

/** The town as the list spells it (`kisumu` is Kisumu), or undefined for a town not on the list. */
export function knownTown(name: string): string | undefined {
  return townsByKey.get(name.trim().toLowerCase());
}

/** The most towns a professional says they also serve. */
export const MAX_TOWNS_SERVED = 10;

/**
 * "Towns you also serve" as a form sends it: one comma-separated line of the list's towns, spelt
 * as the list spells them, without repeats or the seller's own town. Undefined when a town is not
 * on the list; the caller says which.
 */
export function parseTownsServed(line: string): { towns: string[] } | { unknown: string } {
  const towns: string[] = [];
  for (const given of line.split(',').map((part) => part.trim()).filter(Boolean)) {
    const town = knownTown(given);
    if (!town) return { unknown: given };
    if (!towns.includes(town)) towns.push(town);
  }
  return { towns };
}
