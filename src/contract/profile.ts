import { boolean, nullable, number, optional, string, type, type Infer } from './schema';
import { call, iaPath } from './call';

/** The signed-in user's profile (changeProfile/index); optional fields may be absent for some users. */
export const Profile = type({
  firstName: string(),
  preferredFirstName: optional(nullable(string())),
  lastName: string(),
  roleId: number(),
  languagePreferenceCode: string(),
  emailId: string(),
  currentEmailId: optional(string()),
  firmName: optional(nullable(string())),
  addressLine1: optional(nullable(string())),
  suiteNumber: optional(nullable(string())),
  city: optional(nullable(string())),
  province: optional(nullable(string())),
  postalCode: optional(nullable(string())),
  businessPhoneNumber: optional(nullable(string())),
  businessExtension: optional(nullable(string())),
  mobilePhoneNumber: optional(nullable(string())),
  primaryDealerCode: optional(nullable(string())),
  primaryAdvisorCode: optional(nullable(string())),
  isInternalUser: boolean(),
  preRegistered: boolean(),
  asianSalesTeam: optional(boolean()),
  nonAsianSalesTeam: optional(boolean()),
  asianService: optional(boolean()),
  emailPreferencesHash: optional(nullable(string())),
  displayChangeQuestionsMsg: optional(boolean()),
});
/** Parsed profile. */
export type Profile = Infer<typeof Profile>;

/** The signed-in profile. */
export const getProfileCall = call({ method: 'GET', path: (l) => `${iaPath(l)}/changeProfile/index`, body: 'none', access: 'session', answer: Profile });
