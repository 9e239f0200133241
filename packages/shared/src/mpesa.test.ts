import { describe, expect, it } from 'vitest';
import { maskMpesaPhone, mpesaAmount, mpesaFailureText, mpesaPhoneField, MPESA_TEXTS, toMpesaPhone } from './mpesa';
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

  it('refuses the rest with one message', () => {
    const message = 'Enter a valid M-Pesa number, such as 0712 345 678';
    expect(issuesOf(mpesaPhoneField, '020 2345678')).toEqual([`: ${message}`]);
    expect(issuesOf(mpesaPhoneField, '')).toEqual([`: ${message}`]);
    expect(issuesOf(mpesaPhoneField, 712345678)).toEqual([`: ${message}`]);
  });
});

describe('M-Pesa texts', () => {
  it('asks for the PIN with the amount', () => {
    expect(MPESA_TEXTS.checkPhone('KSh 1,500')).toBe('Check your phone and enter your M-Pesa PIN to pay KSh 1,500.');
    expect(MPESA_TEXTS.phoneRequired).toBe('Enter the M-Pesa phone number to pay from');
  });

  it.each([
    [1032, 'You cancelled the M-Pesa request.'],
    [1037, 'M-Pesa could not reach your phone. Check that it is on and try again.'],
    [1, 'Not enough money in your M-Pesa account.'],
    [2001, 'Wrong M-Pesa PIN. Please try again.'],
    [1019, 'M-Pesa payment failed. Please try again.'],
    [-1, 'M-Pesa payment failed. Please try again.'],
  ])('explains ResultCode %i', (code, text) => {
    expect(mpesaFailureText(code)).toBe(text);
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
