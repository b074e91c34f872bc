// Six-digit codes for phone verification: random, stored as a hash bound to the person.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '../../../contracts/alert-preferences.js';

export const newPhoneCode = () =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

export const hashPhoneCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

export function phoneCodeMatches(userId: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashPhoneCode(userId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const phoneCodeText = (code: string, minutes: number) =>
  `Your Property Monitor verification code is ${code}. It expires in ${minutes} minutes. Do not share it.`;
