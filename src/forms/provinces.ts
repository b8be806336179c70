// Apart from the address fields: the province choices of registration step 1's neighbours (profile, option
// lists) need the codes without the address fields and their area-code table.

/** Province and territory codes (spec section 3). */
export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
/** Default province (spec section 9). */
export const DEFAULT_PROVINCE = 'AB';
