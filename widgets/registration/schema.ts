import { DEFAULT_PROVINCE, DEFAULT_ROLE_ID } from '../../src/forms/fields';
import { activationForm, addressDetailsForm, registerStep1Form } from '../../src/forms/forms';

// The forms are data shared with the demo API; this widget only picks them.
export { activationForm, addressDetailsForm, registerStep1Form };

/**
 * Defaults of step 1 (spec section 9: role 10, language en); the role becomes the first server role and the
 * language the page's own (issue 11: a French page pre-selects French; en stays the default language of the
 * product, which English pages show).
 */
export const STEP1_DEFAULTS = { roleId: DEFAULT_ROLE_ID, languagePreferenceCode: 'en' } as const;
/** Default of step 2 (spec section 9). */
export const STEP2_DEFAULTS = { province: DEFAULT_PROVINCE } as const;
