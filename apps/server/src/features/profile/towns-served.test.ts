import { describe, expect, it } from 'vitest';
import { formData, randomKenyanPhone, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';

// The towns a professional also serves (docs/product.md §12): chosen on becoming a seller and on
// the profile, from the list of places, and found by the search's town filter at once.

const { app, db } = await createTestContext();

const putProfile = (token: string, fields: Record<string, string>) => sendForm(app, 'PUT', '/api/profile', token, formData(fields));
const townsOf = async (id: string) => (await db.selectFrom('users').select('towns_served').where('id', '=', id).executeTakeFirstOrThrow()).towns_served;
const searchedIn = async (town: string) =>
  ((await app.inject({ method: 'GET', url: `/api/search?town=${town}` })).json() as { professionals: { sellerId: string }[] }).professionals.map((card) => card.sellerId);

describe('towns a professional also serves', () => {
  it('are taken on becoming a seller, spelt as the list spells them, without repeats', async () => {
    const buyer = await createBuyer(app);
    const fields = { name: 'Achieng Odhiambo', phone: randomKenyanPhone(), location: 'Milimani, Kisumu', gender: 'female', townsServed: 'ahero, Maseno, Ahero' };
    const response = await sendForm(app, 'POST', '/api/become-seller', buyer.accessToken, formData(fields));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.sellerProfile.townsServed).toEqual(['Ahero', 'Maseno']);
    expect(await townsOf(buyer.id)).toEqual(['Ahero', 'Maseno']);
  });

  it('are saved with the profile, found by the search at once, and kept when a client leaves them out', async () => {
    const seller = await createSeller(app, db);
    const profile = { name: 'Otieno Plumber', email: seller.email, phone: '', location: 'Nyali, Mombasa', bio: '', services: '' };
    expect((await putProfile(seller.accessToken, { ...profile, townsServed: 'Kilifi, Malindi' })).statusCode).toBe(200);
    expect(await searchedIn('Malindi')).toEqual([seller.id]);
    expect(await searchedIn('Mombasa')).toEqual([seller.id]);

    // The spec's form knows nothing of them: saving it changes nothing there.
    expect((await putProfile(seller.accessToken, profile)).statusCode).toBe(200);
    expect(await townsOf(seller.id)).toEqual(['Kilifi', 'Malindi']);
    // An empty line clears them.
    expect((await putProfile(seller.accessToken, { ...profile, townsServed: '' })).statusCode).toBe(200);
    expect(await townsOf(seller.id)).toEqual([]);
    expect(await searchedIn('Malindi')).toEqual([]);
  });

  it('refuse a town not on the list and more than ten, changing nothing', async () => {
    const seller = await createSeller(app, db);
    const profile = { name: 'Otieno Plumber', email: seller.email, phone: '', location: 'Thika', bio: '', services: '' };
    const unknown = await putProfile(seller.accessToken, { ...profile, townsServed: 'Nakuru, Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TOWN_UNKNOWN', error: 'Choose towns from the list' });
    const eleven = 'Nakuru, Naivasha, Gilgil, Molo, Eldoret, Thika, Ruiru, Juja, Kiambu, Kikuyu, Limuru';
    expect((await putProfile(seller.accessToken, { ...profile, townsServed: eleven })).json()).toMatchObject({ code: 'TOO_MANY_TOWNS' });
    expect(await townsOf(seller.id)).toEqual([]);
  });
});
