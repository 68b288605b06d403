// The links' tokens (issue 28): 128 random bits each, written in base64url; a token opens its own
// entry and nothing else, whatever near miss is asked.
import { isTokenText, newToken, TokenBook, TOKEN_BYTES } from '../../src/serve/tokens';

describe('tokens', () => {
  test('a token is 128 bits or more from the secure generator, 22 characters of base64url, never twice', () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const t = newToken();
      expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(TOKEN_BYTES);
      seen.add(t);
    }
    expect(seen.size).toBe(2000);
  });

  test('a token opens its own seat; a near miss, a prefix, a longer one, an empty one open nothing', () => {
    const book = new TokenBook<string>();
    const ana = newToken();
    const ben = newToken();
    book.add(ana, 'Ana');
    book.add(ben, 'Ben');
    expect(book.find(ana)).toBe('Ana');
    expect(book.find(ben)).toBe('Ben');
    const flip = (t: string, i: number) => t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1);
    for (let i = 0; i < ana.length; i++) expect(book.find(flip(ana, i))).toBeUndefined();
    for (const wrong of ['', ana.slice(0, 21), `${ana}A`, ana.toUpperCase() === ana ? ana.toLowerCase() : ana.toUpperCase(), 'x'.repeat(10_000)]) expect(book.find(wrong)).toBeUndefined();
  });

  test('what a save may hold as a token is checked by its form', () => {
    expect(isTokenText(newToken())).toBe(true);
    for (const bad of [null, 7, '', 'short', 'a'.repeat(23), '../../etc/passwd/aaaaaa', 'aaaaaaaaaaaaaaaaaaaaa=']) expect(isTokenText(bad)).toBe(false);
    expect(() => new TokenBook().add('bad', 1)).toThrow();
  });
});
