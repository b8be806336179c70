import type { EsignRequest } from '../../src/contract/esign';

/** The parties of the review screen, in the order it lists them after the fund and type. */
export type ReviewPart = 'advisor' | 'investor' | 'joint';

/** One line of the review: the posted key, the field it shows (its label is `fields.{field}.label`) and the value sent. */
export interface ReviewRow {
  key: string;
  field: string;
  value: string;
}

/** What the review screen lists: fund and type, then each party with every value the request carries. */
export interface ReviewModel {
  fundId: string;
  requestType: string;
  parts: { part: ReviewPart; rows: ReviewRow[] }[];
}

const PREFIXES: readonly (readonly [ReviewPart, string])[] = [['advisor', 'advisor'], ['joint', 'joint']];

/** `advisorStreetAddress` -> ['advisor', 'streetAddress']; unprefixed keys belong to the primary investor. */
function partOf(key: string): [ReviewPart, string] {
  for (const [part, prefix] of PREFIXES) {
    const rest = key.slice(prefix.length);
    if (key.startsWith(prefix) && /^[A-Z]/.test(rest)) return [part, rest.charAt(0).toLowerCase() + rest.slice(1)];
  }
  return ['investor', key];
}

/**
 * The review screen as data, made from the very request that Send posts: every key with a value is
 * listed under its party, so the screen cannot hide or invent anything the request carries (WCAG 3.3.4).
 */
export function reviewModel(request: EsignRequest): ReviewModel {
  const parts = new Map<ReviewPart, ReviewRow[]>([['advisor', []], ['investor', []], ['joint', []]]);
  for (const [key, value] of Object.entries(request)) {
    if (key === 'fundId' || key === 'requestType' || value === undefined) continue;
    const [part, field] = partOf(key);
    parts.get(part)?.push({ key, field, value });
  }
  return {
    fundId: request.fundId,
    requestType: request.requestType,
    parts: [...parts].filter(([, rows]) => rows.length > 0).map(([part, rows]) => ({ part, rows })),
  };
}
