import { describe, expect, it } from 'vitest';
import { maskMpesaPhone, mpesaAmount, mpesaFailureCode, mpesaPhoneField, toMpesaPhone } from './mpesa';
import { issuesOf } from './test-helpers';

describe('toMpesaPhone', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254 712-345-678', '254712345678'],
    ['254712345678', '254712345678'],
    ['  0712345678 ', '254712345678'],
    ['(0712) 345.678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254112345678', '254112345678'],
    ['112 345 678', '254112345678'],
  ])('reads %s as %s', (input, phone) => {
    expect(toMpesaPhone(input)).toBe(phone);
  });

  it.each([
    ['a Nairobi landline', '020 2345678'],
    ['a Mombasa landline', '+254 41 2345678'],
    ['a foreign number', '+255712345678'],
    ['a number one digit short', '071234567'],
    ['a number one digit long', '07123456789'],
    ['the trunk 0 after the country code', '+2540712345678'],
    ['letters', '0712 ABC 678'],
    ['nothing', ''],
  ])('refuses %s', (_label, input) => {
    expect(toMpesaPhone(input)).toBeUndefined();
  });
});

describe('maskMpesaPhone', () => {
  it('keeps the first four and the last three digits', () => {
    expect(maskMpesaPhone('254712345678')).toBe('2547•••••678');
    expect(maskMpesaPhone('254112345999')).toBe('2541•••••999');
  });
});

describe('mpesaPhoneField', () => {
  it('takes every form toMpesaPhone takes, trimmed', () => {
    expect(mpesaPhoneField.parse(' 0712 345 678 ')).toBe('0712 345 678');
    expect(mpesaPhoneField.parse('+254112345678')).toBe('+254112345678');
  });

  it('refuses the rest with one code', () => {
    const message = 'MPESA_PHONE_INVALID';
    expect(issuesOf(mpesaPhoneField, '020 2345678')).toEqual([`: ${message}`]);
    expect(issuesOf(mpesaPhoneField, '')).toEqual([`: ${message}`]);
    expect(issuesOf(mpesaPhoneField, 712345678)).toEqual([`: ${message}`]);
  });
});

describe('mpesaFailureCode', () => {
  it.each([
    [1032, 'MPESA_CANCELLED'],
    [1037, 'MPESA_PHONE_UNREACHABLE'],
    [1, 'MPESA_NOT_ENOUGH_MONEY'],
    [2001, 'MPESA_WRONG_PIN'],
    [1019, 'MPESA_FAILED'],
    [-1, 'MPESA_FAILED'],
  ])('names ResultCode %i', (resultCode, code) => {
    expect(mpesaFailureCode(resultCode)).toBe(code);
  });
});

describe('mpesaAmount', () => {
  it('rounds up to a whole shilling', () => {
    expect(mpesaAmount(150_000)).toBe(1500);
    expect(mpesaAmount(150_001)).toBe(1501);
    expect(mpesaAmount(150_099)).toBe(1501);
    expect(mpesaAmount(1)).toBe(1);
  });
});
