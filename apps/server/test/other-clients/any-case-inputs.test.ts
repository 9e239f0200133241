import { describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers';
import { formData, randomKenyanPhone, sendForm } from '../forms';
import { createTestContext } from '../helpers';
import { book, createBuyer, createSeller } from '../marketplace';

// The spec's screens show their options capitalised (Gender: Male, Female, Other; categories named
// Plumbing, IT Services...), so a client built from them may send them so. Every enumerated
// input is taken in any case and answered in its one spelling, by the shared schemas the web
// validates with too.

const { app, db } = await createTestContext();

describe('become-seller gender', () => {
  it.each([
    ['Male', 'male'],
    ['Female', 'female'],
    ['Other', 'other'],
    ['FEMALE', 'female'],
  ])('takes %s from the multipart form and stores %s', async (given, stored) => {
    const buyer = await createBuyer(app);
    const form = formData({ name: 'Wekesa Mutua', phone: randomKenyanPhone(), location: 'Eldoret', gender: given });
    const response = await sendForm(app, 'POST', '/api/become-seller', buyer.accessToken, form);
    expect(response.statusCode, response.body).toBe(200);
    const row = await db.selectFrom('users').select('gender').where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row.gender).toBe(stored);
  });

  it('still refuses what is no option, with the spec’s words', async () => {
    const buyer = await createBuyer(app);
    const form = formData({ name: 'Wekesa Mutua', phone: randomKenyanPhone(), location: 'Eldoret', gender: 'Select' });
    const response = await sendForm(app, 'POST', '/api/become-seller', buyer.accessToken, form);
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'Gender is required', code: 'SELLER_GENDER_REQUIRED' }]);
  });
});

describe('categories', () => {
  it('in the body of POST /api/services (multipart), answered as the id', async () => {
    const seller = await createSeller(app, db, { title: 'Any-case plumbing' });
    const form = formData({ category: 'Plumbing', title: 'Shower repair', description: 'Leaks and pressure', experience: '3', price: '1800' });
    const response = await sendForm(app, 'POST', '/api/services', seller.accessToken, form);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().service.category).toBe('plumbing');
    const json = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: bearer(seller.accessToken),
      payload: { category: 'IT', title: 'Laptop set-up', description: 'Windows and Office', experience: 1, price: 1500 },
    });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().service.category).toBe('it');
  });

  it('in the query of GET /api/services and the path of a category page', async () => {
    await createSeller(app, db, { title: 'Any-case drains' });
    const lower = await app.inject({ method: 'GET', url: '/api/services?category=plumbing' });
    const capitalised = await app.inject({ method: 'GET', url: '/api/services?category=Plumbing' });
    expect(capitalised.statusCode).toBe(200);
    expect(capitalised.json()).toEqual(lower.json());
    expect(capitalised.json().services.length).toBeGreaterThan(0);
    expect(capitalised.json().services.every((service: { category: string }) => service.category === 'plumbing')).toBe(true);

    const page = await app.inject({ method: 'GET', url: '/api/categories/PLUMBING/professionals' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual((await app.inject({ method: 'GET', url: '/api/categories/plumbing/professionals' })).json());
    expect((await app.inject({ method: 'GET', url: '/api/categories/PetCare/professionals' })).statusCode).toBe(200);
  });

  it('an unknown one is still refused', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories/Welding/professionals' });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'Unknown category', code: 'CATEGORY_UNKNOWN' }]);
    const query = await app.inject({ method: 'GET', url: '/api/services?category=Welding' });
    expect([query.statusCode, query.json()]).toEqual([400, { error: 'Unknown category', code: 'CATEGORY_UNKNOWN' }]);
  });
});

describe('order list filters', () => {
  it('role and state in any case give the same list', async () => {
    const seller = await createSeller(app, db, { title: 'Any-case filters' });
    const buyer = await createBuyer(app);
    expect((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).statusCode).toBe(201);
    const list = (query: string) => app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: bearer(buyer.accessToken) });
    const lower = await list('role=buyer&state=active');
    expect(lower.json().orders).toHaveLength(1);
    for (const query of ['role=Buyer&state=Active', 'role=BUYER&state=ACTIVE']) {
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(lower.json());
    }
    expect((await list('role=Seller')).json().orders).toEqual([]);
    expect((await list('state=History')).json().orders).toEqual([]);
    expect((await list('role=Owner')).statusCode).toBe(400);
  });
});

describe('closing an account', () => {
  it('takes the reason as the form labels it (Other), and keeps its value', async () => {
    const buyer = await createBuyer(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/auth/users',
      headers: bearer(buyer.accessToken),
      payload: { reason: 'Other', otherReason: 'Moving abroad' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await db.selectFrom('account_deletions').select(['reason', 'other_reason']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'other', other_reason: 'Moving abroad' });
  });
});
