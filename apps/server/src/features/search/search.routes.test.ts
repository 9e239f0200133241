import type { SearchResponse } from '@fundi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

const { app, db } = await createTestContext();

type Offer = { category: string; title: string; priceKsh: number; description?: string };
type Person = { name: string; location: string; townsServed?: string[]; ratings?: number[]; verified?: boolean; offers: Offer[] };

/** A fixed catalogue: the answers below are about these people only. */
const people: Person[] = [
  {
    name: 'Otieno Ouma',
    location: 'Milimani, Kisumu',
    ratings: [5, 5, 4],
    offers: [{ category: 'plumbing', title: 'Leaking pipe repair', priceKsh: 1500 }],
  },
  {
    name: 'Baraka Juma',
    location: 'Nyali, Mombasa',
    ratings: [5, 5, 5, 5],
    offers: [{ category: 'painting', title: 'Interior walls', priceKsh: 8000, description: 'I also replace a leaking pipe behind the wall.' }],
  },
  {
    name: 'Akinyi Achieng',
    location: 'Kondele, Kisumu',
    ratings: [5, 4],
    verified: true,
    offers: [
      { category: 'electrical', title: 'House wiring', priceKsh: 6000 },
      { category: 'electrical', title: 'Socket installation', priceKsh: 1200 },
    ],
  },
  {
    name: 'Kamau Njoroge',
    location: 'Kilimani, Nairobi',
    townsServed: ['Kisumu', 'Nakuru'],
    ratings: [4],
    offers: [{ category: 'electrical', title: 'Token meter faults', priceKsh: 2500 }],
  },
  {
    name: 'Wanjiku Mwangi',
    location: 'South B, Nairobi',
    ratings: [5, 5, 5, 4, 4, 4],
    offers: [{ category: 'cleaning', title: 'Deep house cleaning', priceKsh: 3000 }],
  },
  {
    name: 'Mohamed Ali',
    location: 'Bamburi, Mombasa',
    offers: [{ category: 'plumbing', title: 'Water tank installation', priceKsh: 9000 }],
  },
];

const ids = new Map<string, string>();

/** Puts a person and their offerings in the catalogue; their id. */
async function addPerson(person: Person, email: string): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      name: person.name,
      email,
      role: 'seller',
      location: person.location,
      towns_served: person.townsServed ?? [],
      verified_at: person.verified ? new Date().toISOString() : null,
      rating_sum: (person.ratings ?? []).reduce((sum, rating) => sum + rating, 0),
      rating_count: (person.ratings ?? []).length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const offer of person.offers) {
    const service = await db.insertInto('services').values({ category: offer.category, title: offer.title }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('offerings')
      .values({ service_id: service.id, seller_id: user.id, description: offer.description ?? '', price_cents: offer.priceKsh * 100, experience_years: 4 })
      .execute();
  }
  return user.id;
}

beforeAll(async () => {
  for (const [index, person] of people.entries()) ids.set(person.name, await addPerson(person, `search-${index}@example.com`));
});

async function search(query: string): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (answer: SearchResponse) => answer.professionals.map((card) => card.name);

describe('GET /api/search: words', () => {
  it('finds a trade by the words people type for it, in English or Kiswahili, best rated first', async () => {
    expect(names(await search('q=plumber'))).toEqual(['Otieno Ouma', 'Mohamed Ali']);
    expect(names(await search('q=fundi%20bomba'))).toEqual(['Otieno Ouma', 'Mohamed Ali']);
    expect(names(await search('q=electrician'))).toEqual(['Akinyi Achieng', 'Kamau Njoroge']);
  });

  it('forgives a misspelt word', async () => {
    expect(names(await search('q=plumer'))).toEqual(['Otieno Ouma', 'Mohamed Ali']);
    expect(names(await search('q=elektrician'))).toEqual(['Akinyi Achieng', 'Kamau Njoroge']);
    expect(names(await search('q=wanjku'))).toEqual(['Wanjiku Mwangi']);
  });

  it('puts a match in a name or a title before one in a description, whatever the ratings', async () => {
    // Baraka is better rated, but only his description mentions a pipe; Mohamed is a plumber
    // (pipes are among the category's words), without a pipe in his title.
    expect(names(await search('q=pipe'))).toEqual(['Otieno Ouma', 'Baraka Juma', 'Mohamed Ali']);
  });

  it('reads a town among the words, the seller’s own or one they serve', async () => {
    expect(names(await search('q=electrician%20in%20Kisumu'))).toEqual(['Akinyi Achieng', 'Kamau Njoroge']);
    expect(names(await search('q=electrician%20nakuru'))).toEqual(['Kamau Njoroge']);
  });

  it('finds nothing for words nobody wrote, and answers an empty page', async () => {
    expect(await search('q=xyzzyq')).toEqual({ professionals: [], total: 0, totalIsMore: false, nextCursor: null });
  });

  it('keeps a person on one card with each matching service, cheapest first', async () => {
    const answer = await search('q=akinyi');
    expect(answer.total).toBe(1);
    expect(answer.professionals[0]!.services.map((service) => [service.title, service.price])).toEqual([
      ['Socket installation', 1200],
      ['House wiring', 6000],
    ]);
    expect(answer.professionals[0]!.verified).toBe(true);
  });

  it('takes words in any order and any case, and ignores punctuation', async () => {
    expect(names(await search('q=WIRING,%20house!'))).toEqual(['Akinyi Achieng']);
  });
});

describe('GET /api/search: filters and orders', () => {
  it('filters by town, category, verified and price, alone and together', async () => {
    expect(names(await search('town=kisumu'))).toEqual(['Otieno Ouma', 'Akinyi Achieng', 'Kamau Njoroge']);
    expect(names(await search('town=Kisumu&category=electrical'))).toEqual(['Akinyi Achieng', 'Kamau Njoroge']);
    expect(names(await search('town=Kisumu&category=electrical&verified=true'))).toEqual(['Akinyi Achieng']);
    expect(names(await search('minPrice=2000&maxPrice=3000'))).toEqual(['Wanjiku Mwangi', 'Kamau Njoroge']);
    // Only her KSh 1,200 service is in range: her card shows that one.
    const cheap = await search('category=electrical&maxPrice=1500');
    expect(cheap.professionals.map((card) => [card.name, card.price, card.services.length])).toEqual([['Akinyi Achieng', 1200, 1]]);
  });

  it('sorts by price (cheapest first, at a person’s cheapest service) and by reviews (most first)', async () => {
    expect(names(await search('sort=price'))).toEqual(['Akinyi Achieng', 'Otieno Ouma', 'Kamau Njoroge', 'Wanjiku Mwangi', 'Baraka Juma', 'Mohamed Ali']);
    expect(names(await search('sort=reviews'))).toEqual(['Wanjiku Mwangi', 'Baraka Juma', 'Otieno Ouma', 'Akinyi Achieng', 'Kamau Njoroge', 'Mohamed Ali']);
    expect(names(await search('q=plumber&sort=price'))).toEqual(['Otieno Ouma', 'Mohamed Ali']);
  });

  it('pages through every order a card at a time, without repeats or gaps, across both relevance walks', async () => {
    for (const query of ['sort=rating', 'sort=price', 'sort=reviews', 'q=pipe', 'q=electrician%20kisumu', 'town=Kisumu']) {
      const everything = names(await search(`${query}&limit=48`));
      const paged: string[] = [];
      const totals = new Set<number>();
      let cursor: string | null = null;
      do {
        const answer: SearchResponse = await search(`${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        paged.push(...names(answer));
        totals.add(answer.total);
        cursor = answer.nextCursor;
      } while (cursor);
      expect(paged, query).toEqual(everything);
      expect([...totals], query).toEqual([everything.length]);
    }
  });

  it('keeps the first page’s total on the pages after it, as the buyer read it', async () => {
    const first = await search('q=plumber&limit=1');
    expect(first.total).toBe(2);
    const newcomer = await addPerson(
      { name: 'Juma Salim', location: 'Likoni, Mombasa', offers: [{ category: 'plumbing', title: 'Blocked drains', priceKsh: 2000 }] },
      'search-newcomer@example.com',
    );
    expect((await search('q=plumber&limit=1')).total).toBe(3);
    const second = await search(`q=plumber&limit=1&cursor=${first.nextCursor}`);
    expect(second.total).toBe(2);
    await db.deleteFrom('offerings').where('seller_id', '=', newcomer).execute();
    await db.deleteFrom('users').where('id', '=', newcomer).execute();
  });

  it('follows a seller who is renamed, moves or is verified, at once', async () => {
    const id = ids.get('Mohamed Ali')!;
    await db.updateTable('users').set({ name: 'Mohamed Salim', location: 'Milimani, Kisumu', verified_at: new Date().toISOString() }).where('id', '=', id).execute();
    expect(names(await search('q=salim&town=Kisumu&verified=true'))).toEqual(['Mohamed Salim']);
    // His old surname is in no document now: the word list forgot it, so it finds no one.
    expect(names(await search('q=ali'))).toEqual([]);
    await db.updateTable('users').set({ name: 'Mohamed Ali', location: 'Bamburi, Mombasa', verified_at: null }).where('id', '=', id).execute();
  });
});

describe('GET /api/search: refusals', () => {
  it.each([
    ['sort=cheapest', 'SEARCH_SORT_UNKNOWN'],
    ['minPrice=5000&maxPrice=100', 'SEARCH_PRICE_RANGE_INVALID'],
    ['minPrice=-1', 'SEARCH_PRICE_INVALID'],
    ['maxPrice=abc', 'SEARCH_PRICE_INVALID'],
    ['category=roofing', 'CATEGORY_UNKNOWN'],
    [`q=${'a'.repeat(101)}`, 'SEARCH_TOO_LONG'],
    ['cursor=not-ours', 'INVALID_PAGE_CURSOR'],
  ])('%s is refused with %s', async (query, code) => {
    const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('treats what people type as words, never as query syntax', async () => {
    for (const q of ["'", '!&|:*', 'plumb:* | wanjiku', '\\\\', '( ) <->']) {
      const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
    }
    expect(names(await search(`q=${encodeURIComponent('plumb:* | wanjiku')}`))).toEqual([]);
  });
});
