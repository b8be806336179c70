// Apart from the catalogue (codes.ts, loaded with the submit engine): the views that show a code while the
// catalogue loads, or when it cannot, need this key without it.

/** The generic message for empty or unknown codes (spec section 8: "An empty server error code shows the generic message"). */
export const GENERIC_CODE_KEY = 'errors.codes.generic';
