import { z } from 'zod';

// M-Pesa's rules and words that both apps need (docs/product.md, The held payment). The
// server's Daraja client lives in apps/server; this file stays pure.

export const MPESA_TEXTS = {
  phoneRequired: 'Enter the M-Pesa phone number to pay from',
  invalidPhone: 'Enter a valid M-Pesa number, such as 0712 345 678',
  /** `amount` is already formatted, as `KSh 1,500`. */
  checkPhone: (amount: string) => `Check your phone and enter your M-Pesa PIN to pay ${amount}.`,
  cancelled: 'You cancelled the M-Pesa request.',
  phoneUnreachable: 'M-Pesa could not reach your phone. Check that it is on and try again.',
  notEnoughMoney: 'Not enough money in your M-Pesa account.',
  wrongPin: 'Wrong M-Pesa PIN. Please try again.',
  failed: 'M-Pesa payment failed. Please try again.',
} as const;

// Daraja's ResultCodes for a push the buyer can act on; every other code gets the general text.
const failureTexts: Record<number, string> = {
  1032: MPESA_TEXTS.cancelled,
  1037: MPESA_TEXTS.phoneUnreachable,
  1: MPESA_TEXTS.notEnoughMoney,
  2001: MPESA_TEXTS.wrongPin,
};

/** The buyer's reason for a failed STK push, by Daraja's ResultCode. */
export function mpesaFailureText(resultCode: number): string {
  return failureTexts[resultCode] ?? MPESA_TEXTS.failed;
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
  .string({ error: MPESA_TEXTS.invalidPhone })
  .trim()
  .refine((phone) => toMpesaPhone(phone) !== undefined, { error: MPESA_TEXTS.invalidPhone });

/** M-Pesa moves whole shillings, so the amount asked is the price in cents rounded up. */
export function mpesaAmount(cents: number): number {
  return Math.ceil(cents / 100);
}
