import { z } from 'zod';
import type { PaymentFailureCode } from './payments';

// M-Pesa's rules that both apps need (docs/product.md, The held payment). The server's Daraja
// client lives in apps/server; this file stays pure. Its words are error codes' words.

// Daraja's ResultCodes for a push the buyer can act on; every other code is a general failure.
const failureCodes: Record<number, PaymentFailureCode> = {
  1032: 'MPESA_CANCELLED',
  1037: 'MPESA_PHONE_UNREACHABLE',
  1: 'MPESA_NOT_ENOUGH_MONEY',
  2001: 'MPESA_WRONG_PIN',
};

/** Why an STK push failed, for the buyer, by Daraja's ResultCode. */
export function mpesaFailureCode(resultCode: number): PaymentFailureCode {
  return failureCodes[resultCode] ?? 'MPESA_FAILED';
}

// Kenyan mobile numbers are 7XXXXXXXX or 1XXXXXXXX after the country code 254 (or the trunk 0);
// landlines (020..., 041...) start otherwise and cannot pay with M-Pesa.
const kenyanMobile = /^(?:\+?254|0)?([17]\d{8})$/;
// What people type between the digits: `0712 345 678`, `+254 712-345-678`, `(0712) 345.678`.
const separators = /[\s().-]/g;

/**
 * Any Kenyan mobile form (`0712 345 678`, `712345678`, `+254 712-345-678`, `0112345678`) as
 * Daraja wants it: `2547XXXXXXXX` or `2541XXXXXXXX`. Undefined for landlines, foreign
 * numbers and wrong lengths.
 */
export function toMpesaPhone(input: string): string | undefined {
  const match = kenyanMobile.exec(input.trim().replace(separators, ''));
  return match ? `254${match[1]}` : undefined;
}

/**
 * `254712345678` as `2547•••••678`: enough for the buyer to recognise the number, too little
 * to call it (the API shows payments' phones this way).
 */
export function maskMpesaPhone(phone: string): string {
  return `${phone.slice(0, 4)}•••••${phone.slice(-3)}`;
}

/** A phone field (trimmed) that takes exactly what toMpesaPhone takes. */
export const mpesaPhoneField = z
  .string({ error: 'MPESA_PHONE_INVALID' })
  .trim()
  .refine((phone) => toMpesaPhone(phone) !== undefined, { error: 'MPESA_PHONE_INVALID' });

/** M-Pesa moves whole shillings, so the amount asked is the price in cents rounded up. */
export function mpesaAmount(cents: number): number {
  return Math.ceil(cents / 100);
}
