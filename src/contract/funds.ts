import { array, enums, optional, string, type, type Infer } from './schema';
import { call } from './call';

/** docusignFunds query: language, and option=repurchase for the redemption list. */
export const FundsQuery = type({ lang: optional(enums(['en', 'fr'])), option: optional(enums(['repurchase'])) });
/** One fund: id and name in the requested language. */
export const Fund = type({ id: string(), name: string() });
/** Parsed fund. */
export type Fund = Infer<typeof Fund>;
/** docusignFunds answer. */
export const FundsAnswer = array(Fund);

/** Funds for purchase, or for redemption with option=repurchase. */
export const fundsCall = call({ method: 'GET', path: () => '/bin/docusignFunds', body: 'none', access: 'public', query: FundsQuery, answer: FundsAnswer });
