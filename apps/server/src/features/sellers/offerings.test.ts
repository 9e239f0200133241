import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { formData, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();

type Draft = Record<string, string | undefined>;
const draft = (overrides: Draft = {}): Draft => ({
  category: 'electrical',
  title: `Socket installation ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Safe, tidy wiring',
  experience: '6',
  price: '1500',
  ...overrides,
});
const addService = (token: string | undefined, fields: Draft) => sendForm(app, 'POST', '/api/services', token, formData(fields));
const userServices = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/services/user', headers: bearer(token) })).json().services as Array<Record<string, unknown>>;
const deleteService = (token: string, serviceId: string) => app.inject({ method: 'DELETE', url: `/api/services/${serviceId}`, headers: bearer(token) });
const catalogueSellers = async (serviceId: string) => {
  const services = (await app.inject({ method: 'GET', url: '/api/services' })).json().services as Array<{ id: string; sellers: Array<{ id: string }> }>;
  return services.find((service) => service.id === serviceId)?.sellers.map((seller) => seller.id) ?? [];
};

describe('POST /api/services', () => {
  it('adds the seller’s offering and answers with the service and the seller’s terms', async () => {
    const seller = await createSeller(app, db);
    const fields = draft({ title: '  Ceiling fan fitting ', description: ' Fans and lights ', price: '2499.99', experience: '3' });
    const response = await addService(seller.accessToken, fields);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Service added successfully!',
      service: { id: expect.any(String), title: 'Ceiling fan fitting', category: 'electrical' },
      serviceSeller: { description: 'Fans and lights', price: 2499.99, experience: 3 },
    });
    const offering = await db.selectFrom('offerings').select(['price_cents', 'experience_years']).where('service_id', '=', body.service.id).executeTakeFirstOrThrow();
    expect(offering).toEqual({ price_cents: 249_999, experience_years: 3 });
    expect(await catalogueSellers(body.service.id)).toEqual([seller.id]);
  });

  it('joins the existing service of that title in that category, whatever its case', async () => {
    const first = await createSeller(app, db);
    const second = await createSeller(app, db);
    const created = (await addService(first.accessToken, draft({ title: 'Solar panel installation' }))).json();
    const joined = (await addService(second.accessToken, draft({ title: 'SOLAR PANEL installation', price: '900' }))).json();
    expect(joined.service).toEqual(created.service);
    expect(await catalogueSellers(created.service.id)).toHaveLength(2);
    // The same title in another category is another service.
    const other = (await addService(second.accessToken, draft({ category: 'it', title: 'Solar panel installation' }))).json();
    expect(other.service.id).not.toBe(created.service.id);
  });

  it('refuses to list the same service twice for one seller', async () => {
    const seller = await createSeller(app, db);
    expect((await addService(seller.accessToken, draft({ title: 'Wiring inspection' }))).statusCode).toBe(201);
    const again = await addService(seller.accessToken, draft({ title: 'wiring INSPECTION' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You already offer this service', code: 'SERVICE_ALREADY_OFFERED' });
  });

  it('is for sellers only: a buyer gets 403, a stranger 401', async () => {
    const buyer = await createBuyer(app);
    const refused = await addService(buyer.accessToken, draft());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only sellers can add services', code: 'SERVICE_SELLERS_ONLY' });
    expect((await addService(undefined, draft())).statusCode).toBe(401);
  });

  it('checks every field with the spec’s words', async () => {
    const seller = await createSeller(app, db);
    const cases: Array<[Draft, string, string]> = [
      [{ category: undefined }, 'Category is required', 'SERVICE_CATEGORY_REQUIRED'],
      [{ category: 'plumbers' }, 'Please select a valid category', 'SERVICE_CATEGORY_UNKNOWN'],
      [{ title: undefined }, 'Title is required', 'SERVICE_TITLE_REQUIRED'],
      [{ title: '  ' }, 'Title is required', 'SERVICE_TITLE_REQUIRED'],
      [{ description: undefined }, 'Description is required', 'SERVICE_DESCRIPTION_REQUIRED'],
      [{ price: undefined }, 'Price is required', 'SERVICE_PRICE_REQUIRED'],
      [{ price: '-1' }, 'Price cannot be negative', 'SERVICE_PRICE_NEGATIVE'],
      [{ price: 'free' }, 'Price must be a number', 'SERVICE_PRICE_NOT_A_NUMBER'],
      [{ price: '10.005' }, 'Price can have at most 2 decimal places', 'SERVICE_PRICE_TOO_PRECISE'],
      [{ experience: '-2' }, 'Experience cannot be negative', 'SERVICE_EXPERIENCE_NEGATIVE'],
      [{ experience: '1.5' }, 'Experience must be a whole number of years', 'SERVICE_EXPERIENCE_NOT_WHOLE'],
    ];
    for (const [overrides, text, code] of cases) {
      const response = await addService(seller.accessToken, draft(overrides));
      expect({ status: response.statusCode, body: response.json() }, text).toEqual({ status: 400, body: { error: text, code } });
    }
  });

  it('takes a JSON service draft too, with a blank experience meaning new to the trade', async () => {
    const seller = await createSeller(app, db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: bearer(seller.accessToken),
      payload: { category: 'cleaning', title: 'Sofa cleaning', description: 'Steam clean', price: 0, experience: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().serviceSeller).toEqual({ description: 'Steam clean', price: 0, experience: 0 });
  });

  it('answers a JSON draft whose category or price is not text with a 400, not a 500 (found by fuzzing)', async () => {
    const seller = await createSeller(app, db);
    const valid = { category: 'cleaning', title: 'Carpet cleaning', description: 'Steam clean', price: 100 };
    for (const wrong of [{ category: {} }, { price: true }, { experience: ['3'] }]) {
      const response = await app.inject({ method: 'POST', url: '/api/services', headers: bearer(seller.accessToken), payload: { ...valid, ...wrong } });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
    }
  });
});

describe('GET /api/services/user', () => {
  it('lists the caller’s own offerings, newest first, with the service id that DELETE takes', async () => {
    const seller = await createSeller(app, db, { title: 'Borehole pump repair', priceKsh: 3000 });
    const added = (await addService(seller.accessToken, draft({ title: 'Meter box fitting', price: '750.5', experience: '2' }))).json();
    const services = await userServices(seller.accessToken);
    expect(services).toEqual([
      {
        id: added.service.id,
        offeringId: expect.any(String),
        title: 'Meter box fitting',
        category: 'electrical',
        price: 750.5,
        description: 'Safe, tidy wiring',
        experience: 2,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ id: seller.serviceId, title: 'Borehole pump repair', category: 'plumbing', price: 3000 }),
    ]);
    const other = await createSeller(app, db, { title: 'Gutter cleaning' });
    expect((await userServices(other.accessToken)).map((service) => service.title)).toEqual(['Gutter cleaning']);
    expect(await userServices((await createBuyer(app)).accessToken)).toEqual([]);
  });

  it('is never cached', async () => {
    const seller = await createSeller(app, db, { title: 'Tap replacement' });
    const response = await app.inject({ method: 'GET', url: '/api/services/user', headers: bearer(seller.accessToken) });
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('DELETE /api/services/{id}', () => {
  it('removes only the caller’s offering, at once from the catalogue', async () => {
    const first = await createSeller(app, db, { title: 'Shower installation' });
    const second = await createSeller(app, db, { title: 'Shower installation' });
    expect(await catalogueSellers(first.serviceId)).toEqual(expect.arrayContaining([first.id, second.id]));

    const response = await deleteService(first.accessToken, first.serviceId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Service deleted successfully!' });
    expect(await catalogueSellers(first.serviceId)).toEqual([second.id]);
    expect(await userServices(first.accessToken)).toEqual([]);
    expect(await userServices(second.accessToken)).toHaveLength(1);

    const again = await deleteService(first.accessToken, first.serviceId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Service not found', code: 'SERVICE_NOT_FOUND' });
  });

  it('does not let another seller delete someone’s offering', async () => {
    const owner = await createSeller(app, db, { title: 'Water tank cleaning' });
    const other = await createSeller(app, db, { title: 'Toilet repair' });
    const response = await deleteService(other.accessToken, owner.serviceId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Service not found', code: 'SERVICE_NOT_FOUND' });
    expect(await catalogueSellers(owner.serviceId)).toEqual([owner.id]);
  });

  it('is refused while the service has active orders, and allowed once they are finished', async () => {
    const seller = await createSeller(app, db, { title: 'Geyser installation' });
    const buyer = await createBuyer(app);
    const orderId = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    for (const step of [undefined, 'accept', 'start']) {
      if (step) expect((await act(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
      const blocked = await deleteService(seller.accessToken, seller.serviceId);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toEqual({ error: 'This service has active orders. Complete or cancel them first.', code: 'SERVICE_HAS_ACTIVE_ORDERS' });
    }
    await act(app, seller.accessToken, orderId, 'complete');
    expect((await deleteService(seller.accessToken, seller.serviceId)).statusCode).toBe(200);
    // The finished order keeps what was booked.
    const orders = (await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(buyer.accessToken) })).json().orders;
    expect(orders[0]).toMatchObject({ id: orderId, serviceTitle: 'Geyser installation', status: 'COMPLETED' });
  });

  it('answers 400 to an id that is not a service id', async () => {
    const seller = await createSeller(app, db, { title: 'Leak detection' });
    const response = await deleteService(seller.accessToken, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Service not found', code: 'SERVICE_NOT_FOUND' });
  });
});

describe('deleting a service while buyers book it', () => {
  it('never leaves an active order on an offering that is gone', async () => {
    for (let round = 0; round < 5; round += 1) {
      const seller = await createSeller(app, db, { title: `Race ${round} ${Math.random()}` });
      const buyers = await Promise.all([1, 2, 3].map((index) => createBuyer(app, `Racer ${index}`)));
      const answers = await Promise.all([
        app.inject({ method: 'DELETE', url: `/api/services/${seller.serviceId}`, headers: bearer(seller.accessToken) }),
        ...buyers.map((buyer) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })),
      ]);
      const deleted = answers[0]!.statusCode === 200;
      const booked = answers.slice(1).filter((answer) => answer.statusCode === 201).length;
      const offering = await db.selectFrom('offerings').select('id').where('seller_id', '=', seller.id).executeTakeFirst();
      // Either the delete won (then no booking got through) or it was refused for the bookings.
      if (deleted) {
        expect(offering).toBeUndefined();
        expect(booked).toBe(0);
      } else {
        expect(answers[0]!.statusCode).toBe(409);
        expect(offering).toBeDefined();
        expect(booked).toBeGreaterThan(0);
      }
    }
  });
});
