import { array, optional, string, type, type Infer } from './schema';
import { call, apiPath } from './call';

// The sales-team page's call, apart from e-signature's so the profile page does not download that contract.
/** salesTeam query (pageSet and roles such as RWS,RIWS,RSC). */
export const SalesTeamQuery = type({ pageSet: optional(string()), roles: optional(string()) });
/** One sales-team member. */
export const SalesTeamMember = type({
  firstName: string(),
  lastName: string(),
  jobTitle: string(),
  pictureLocation: string(),
  businessPhoneNumber: string(),
  emailAddress: string(),
});
/** Parsed sales-team member. */
export type SalesTeamMember = Infer<typeof SalesTeamMember>;
/** salesTeam answer: two lists the client shows merged. */
export const SalesTeamAnswer = type({ asian: array(SalesTeamMember), nonAsian: array(SalesTeamMember) });
/** Parsed sales-team answer. */
export type SalesTeamAnswer = Infer<typeof SalesTeamAnswer>;

/** The two sales-team lists. */
export const salesTeamCall = call({ method: 'GET', path: (l) => `${apiPath(l)}/salesTeam/index`, body: 'none', access: 'public', query: SalesTeamQuery, answer: SalesTeamAnswer });
