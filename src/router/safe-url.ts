// Whitespace, C0/C1 controls and Unicode separators: browsers strip or reinterpret some of them
// ("/\t/evil.com" becomes "//evil.com"), so any of them makes a return URL unsafe.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/;
// Browsers read a backslash as a slash in http(s) URLs, so "/\evil.com" is protocol-relative.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
const MAX_DECODE_ROUNDS = 3;

function looksHostile(text: string): boolean {
  return UNSAFE_CHARS.test(text) || text.includes('\\') || PROTOCOL_RELATIVE.test(text);
}

// After decoding, only the path part matters: an encoded space in a query value is legitimate.
function hostilePath(text: string): boolean {
  const path = text.split(/[?#]/, 1)[0] ?? '';
  return PROTOCOL_RELATIVE.test(text) || UNSAFE_CHARS.test(path) || path.includes('\\');
}

// Percent-decoding a few times shows what a server or a later decodeURIComponent would see
// ("/%2F%2Fevil.com", "/%5Cevil.com", double-encoded "%252F").
function hostileWhenDecoded(text: string): boolean {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    if (hostilePath(decoded)) return true;
    current = decoded;
  }
  return current.includes('%');
}

/**
 * Accepts a return URL only when it stays on `origin`: a path starting with a single `/`, or an
 * absolute http(s) URL whose parsed origin is exactly `origin`. Returns the normalised
 * path + query + hash, or null for anything else (other hosts, `//host`, backslashes, schemes such as
 * `javascript:`, control characters, encoded slashes). Never an open redirect.
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  if (looksHostile(value) || hostileWhenDecoded(value)) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  if (!value.startsWith('/')) {
    // Only an absolute URL naming our own origin is allowed; anything relative or scheme-like is not.
    if (!/^https?:\/\//i.test(value)) return null;
  }
  let url: URL;
  try {
    url = new URL(value, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolve away ("/a/..//evil.com" -> "//evil.com"): check what we would hand out too.
  if (!result.startsWith('/') || looksHostile(result) || hostileWhenDecoded(result)) return null;
  return result;
}

// Any valid origin works for checking a path: only "does it stay on the origin" matters, not which one.
const PROBE_ORIGIN = 'https://mi-portal.invalid';

/**
 * True for a same-origin path a page config may name (`pages.*`): it starts with a single `/` and
 * stays on the page's origin whatever the origin is (no `//host`, backslash, scheme, control character
 * or encoded slash). Relative paths are refused: they would change meaning from page to page.
 */
export function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && safeReturnPath(value, PROBE_ORIGIN) !== null;
}

/** True for an absolute `https:` URL with a host and no credentials, free of whitespace, controls and backslashes. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048 || looksHostile(value) || !/^https:\/\/[^/]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * A page path to build links on, taken from `location.pathname`: a path such as `//evil.com/en/` (a
 * server that serves doubled slashes) would make a protocol-relative link, so leading slashes and
 * backslashes collapse to one `/`.
 */
export function singleSlashPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}
