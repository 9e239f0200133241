import { describe, expect, it } from 'vitest';
import { becomeSellerRequest, genders } from './sellers';
import { issuesOf } from './test-helpers';

const valid = { name: 'Mwangi', phone: '0712 345 678', location: 'Kasarani, Nairobi', gender: 'male' };

describe('becomeSellerRequest', () => {
  it('accepts and trims a complete application', () => {
    expect(becomeSellerRequest.parse({ ...valid, name: ' Mwangi ' })).toEqual(valid);
  });

  it('reports every missing field with the spec’s messages', () => {
    expect(issuesOf(becomeSellerRequest, {})).toEqual([
      'name: SELLER_NAME_REQUIRED',
      'phone: SELLER_PHONE_REQUIRED',
      'location: SELLER_LOCATION_REQUIRED',
      'gender: SELLER_GENDER_REQUIRED',
    ]);
  });

  it('reports only "required" for a blank phone', () => {
    expect(issuesOf(becomeSellerRequest, { ...valid, phone: ' ' })).toEqual(['phone: SELLER_PHONE_REQUIRED']);
  });

  it('needs an optional plus and 10 or more digits', () => {
    expect(issuesOf(becomeSellerRequest, { ...valid, phone: '+254712345678' })).toEqual([]);
    expect(issuesOf(becomeSellerRequest, { ...valid, phone: '071234567' })).toEqual(['phone: SELLER_PHONE_INVALID']);
    expect(issuesOf(becomeSellerRequest, { ...valid, phone: 'call me' })).toEqual(['phone: SELLER_PHONE_INVALID']);
  });

  it('takes only the three genders', () => {
    expect(genders).toEqual(['male', 'female', 'other']);
    expect(issuesOf(becomeSellerRequest, { ...valid, gender: '' })).toEqual(['gender: SELLER_GENDER_REQUIRED']);
    expect(issuesOf(becomeSellerRequest, { ...valid, gender: 'Select' })).toEqual(['gender: SELLER_GENDER_REQUIRED']);
    expect(issuesOf(becomeSellerRequest, { ...valid, gender: 'man' })).toEqual(['gender: SELLER_GENDER_REQUIRED']);
    expect(issuesOf(becomeSellerRequest, { ...valid, gender: 7 })).toEqual(['gender: SELLER_GENDER_REQUIRED']);
  });

  it('takes them as the spec’s form shows them (Male, Female, Other), in any case, and answers lower-case', () => {
    for (const [given, gender] of [['Male', 'male'], ['FEMALE', 'female'], [' Other ', 'other'], ['female', 'female']]) {
      expect(becomeSellerRequest.parse({ ...valid, gender: given }).gender).toBe(gender);
    }
  });
});
