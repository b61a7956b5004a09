/** Identifiers and secrets. Identifiers are random, so they reveal no counts or order. */
import { createHash, randomBytes } from 'node:crypto';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** A bearer secret: 32 random bytes, URL-safe, with a prefix that says what it is. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** Keys and sessions are stored only as this digest. They are long random strings, so a fast hash suffices. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

