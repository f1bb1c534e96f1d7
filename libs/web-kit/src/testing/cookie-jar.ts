import type { CookieStore } from '../consent/cookies';

export interface JarCookie {
  value: string;
  attributes: Record<string, string>;
}

/**
 * A `document.cookie` stand-in for Node tests with the browser's semantics: reading
 * gives 'a=1; b=2', assigning one Set-Cookie string sets or (Max-Age ≤ 0) removes one
 * cookie and keeps its attributes for inspection.
 */
export class CookieJar implements CookieStore {
  readonly cookies = new Map<string, JarCookie>();

  get cookie(): string {
    return [...this.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ');
  }

  set cookie(setCookie: string) {
    const [pair, ...attributeParts] = setCookie.split(';').map((part) => part.trim());
    const [name, ...rest] = pair.split('=');
    const attributes = Object.fromEntries(
      attributeParts.map((part) => {
        const [key, ...value] = part.split('=');
        return [key.toLowerCase(), value.join('=')];
      }),
    );
    if (attributes['max-age'] !== undefined && Number(attributes['max-age']) <= 0) this.cookies.delete(name);
    else this.cookies.set(name, { value: rest.join('='), attributes });
  }
}
