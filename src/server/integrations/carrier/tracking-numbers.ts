// USPS-style tracking numbers (Intelligent Mail package barcode, 22 digits): the service's type
// code, a serial and a mod-10 check digit, so a mistyped digit is caught like USPS catches it.
import { randomInt } from 'node:crypto';

/** The USPS mod-10 check digit of the digits before it: from the right, weights 3, 1, 3, 1, ... */
export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A new 22-digit number: the 4-digit service prefix, 17 random digits, the check digit. */
export function newTrackingNumber(prefix: string): string {
  let body = prefix;
  while (body.length < 21) body += String(randomInt(10));
  return body + checkDigit(body);
}
