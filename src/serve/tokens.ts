// The links' tokens: each link of a served table carries its own, and the token is all that lets a
// page see a seat. 16 random bytes (128 bits) written in base64url, so nobody guesses one (and a link
// stays short enough for a small QR code); a token
// asked for is compared with every known one in constant time (the same work whatever it matches
// and however much of it matches), so how long an answer takes says nothing of a token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Random bytes a token is made of: 128 bits from the system's secure generator. */
export const TOKEN_BYTES = 16;

/** How a token is written: base64url of TOKEN_BYTES bytes (22 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Is `text` written as a token is? (A save's tokens are checked with it; it tells nothing of any real token.) */
export function isTokenText(text: unknown): text is string {
  return typeof text === 'string' && TOKEN_PATTERN.test(text);
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** The tokens of a table and what each one opens; found in constant time. */
export class TokenBook<T> {
  private readonly entries: { digest: Buffer; value: T }[] = [];

  add(token: string, value: T): void {
    if (!isTokenText(token)) throw new Error('a token is 22 characters of base64url');
    this.entries.push({ digest: digest(token), value });
  }

  /**
   * What `candidate` opens, or undefined. Every entry is compared, each by the digests of the two
   * (equal lengths, compared with timingSafeEqual), so neither a match nor a near miss is quicker.
   */
  find(candidate: string): T | undefined {
    const d = digest(candidate);
    let found: T | undefined;
    for (const e of this.entries) if (timingSafeEqual(d, e.digest) && found === undefined) found = e.value;
    return found;
  }
}
