/** Reference data the demo API seeds: names in English and French. */

/** A row with its English and French names. */
export interface Named<Id = string> {
  id: Id;
  en: string;
  fr: string;
}

/** The fallback role list of spec section 3. */
export const ROLES: readonly Named<number>[] = [
  { id: 10, en: 'Registered Investment Advisor', fr: 'Conseiller en placement inscrit' },
  { id: 11, en: 'Sales Assistant', fr: 'Adjoint aux ventes' },
  { id: 12, en: 'Associate Advisor', fr: 'Conseiller associé' },
  { id: 13, en: 'Fund Analyst', fr: 'Analyste de fonds' },
  { id: 14, en: 'Financial Industry Professional', fr: 'Professionnel du secteur financier' },
  { id: 16, en: 'Staff', fr: 'Membre du personnel' },
];

/** The 13 provinces and territories (spec section 3), English alphabetical order as the spec lists them. */
export const PROVINCES: readonly Named[] = [
  { id: 'AB', en: 'Alberta', fr: 'Alberta' },
  { id: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique' },
  { id: 'MB', en: 'Manitoba', fr: 'Manitoba' },
  { id: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  { id: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  { id: 'NT', en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  { id: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  { id: 'NU', en: 'Nunavut', fr: 'Nunavut' },
  { id: 'ON', en: 'Ontario', fr: 'Ontario' },
  { id: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  { id: 'QC', en: 'Quebec', fr: 'Québec' },
  { id: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan' },
  { id: 'YT', en: 'Yukon', fr: 'Yukon' },
];

/** Purchase funds (docusignFunds). */
export const FUNDS: readonly Named[] = [
  { id: 'F101', en: 'Canadian Equity Fund', fr: 'Fonds d’actions canadiennes' },
  { id: 'F102', en: 'Global Balanced Fund', fr: 'Fonds équilibré mondial' },
  { id: 'F103', en: 'Canadian Bond Fund', fr: 'Fonds d’obligations canadiennes' },
  { id: 'F104', en: 'U.S. Dividend Growth Fund', fr: 'Fonds de croissance des dividendes américains' },
  { id: 'F105', en: 'Asia Pacific Opportunities Fund', fr: 'Fonds d’occasions Asie-Pacifique' },
  { id: 'F106', en: 'Money Market Fund', fr: 'Fonds du marché monétaire' },
  { id: 'F107', en: 'Sustainable Leaders Fund', fr: 'Fonds de chefs de file durables' },
  { id: 'F108', en: 'Private Wealth Income Pool', fr: 'Portefeuille de revenu Gestion privée' },
];

/** Redemption funds (docusignFunds&option=repurchase). */
export const REDEMPTION_FUNDS: readonly Named[] = [
  { id: 'R201', en: 'Canadian Equity Fund – Series A', fr: 'Fonds d’actions canadiennes – série A' },
  { id: 'R202', en: 'Global Balanced Fund – Series F', fr: 'Fonds équilibré mondial – série F' },
  { id: 'R203', en: 'Canadian Bond Fund – Series A', fr: 'Fonds d’obligations canadiennes – série A' },
  { id: 'R204', en: 'Money Market Fund – Series A', fr: 'Fonds du marché monétaire – série A' },
  { id: 'R205', en: 'Private Wealth Income Pool – Series I', fr: 'Portefeuille de revenu Gestion privée – série I' },
];

/** Security questions (at least 8), in both languages. */
export const SECURITY_QUESTIONS: readonly Named<number>[] = [
  { id: 1, en: 'What was the name of your first pet?', fr: 'Quel était le nom de votre premier animal de compagnie\u00a0?' },
  { id: 2, en: 'In what city were you born?', fr: 'Dans quelle ville êtes-vous né(e)\u00a0?' },
  { id: 3, en: 'What was the make of your first car?', fr: 'De quelle marque était votre première voiture\u00a0?' },
  { id: 4, en: 'What is the name of the street you grew up on?', fr: 'Quel est le nom de la rue où vous avez grandi\u00a0?' },
  { id: 5, en: 'What was the name of your elementary school?', fr: 'Quel était le nom de votre école primaire\u00a0?' },
  { id: 6, en: 'What is your favourite book?', fr: 'Quel est votre livre préféré\u00a0?' },
  { id: 7, en: 'What was your childhood nickname?', fr: 'Quel était votre surnom d’enfance\u00a0?' },
  { id: 8, en: 'What is the middle name of your oldest sibling?', fr: 'Quel est le deuxième prénom de l’aîné(e) de vos frères et sœurs\u00a0?' },
  { id: 9, en: 'In what city did your parents meet?', fr: 'Dans quelle ville vos parents se sont-ils rencontrés\u00a0?' },
];

/** Email subscription types (spec section 3). */
export const SUBSCRIPTION_TYPES: readonly Named[] = [
  { id: 'SUBSCRIPTION1', en: 'Private wealth advisor newsletter', fr: 'Bulletin pour les conseillers en gestion privée' },
  { id: 'SUBSCRIPTION2', en: 'Company newsletters', fr: 'Bulletins de l’entreprise' },
  { id: 'SUBSCRIPTION3', en: 'Market insights', fr: 'Perspectives des marchés' },
  { id: 'SUBSCRIPTION4', en: 'Events and webcasts', fr: 'Événements et webdiffusions' },
  { id: 'SUBSCRIPTION5', en: 'Platform tips', fr: 'Conseils sur la plateforme' },
  { id: 'SUBSCRIPTION6', en: 'Introductory series', fr: 'Série d’introduction' },
  { id: 'SUBSCRIPTION7', en: 'ETF bi-weekly email', fr: 'Courriel aux deux semaines sur les FNB' },
];

/** Dealer codes accepted at registration and in the profile (sc001 otherwise). */
export const VALID_DEALER_CODES: readonly string[] = ['1234', '5678', '9012', '3456'];

/** Sales roles of the salesTeam query (`roles=RWS,RIWS,RSC`). */
export type SalesRole = 'RWS' | 'RIWS' | 'RSC';

/** A sales-team member as seeded; job titles per language. */
export interface SeedMember {
  team: 'asian' | 'nonAsian';
  /** The sales role the salesTeam `roles` query filters on: regional wholesaler, internal wholesaler, sales coordinator. */
  role: SalesRole;
  firstName: string;
  lastName: string;
  jobTitle: { en: string; fr: string };
  phone: string;
  email: string;
  /** The photo's address (the demo site's drawings); none for two members, whose cards show their initials. */
  picture?: string;
}

const wholesaler = { en: 'Regional Wholesaler', fr: 'Grossiste régional' };
const internal = { en: 'Internal Wholesaler', fr: 'Grossiste interne' };
const coordinator = { en: 'Regional Sales Coordinator', fr: 'Coordonnatrice régionale des ventes' };

/** The two sales-team lists (RWS, RIWS, RSC roles). */
export const SALES_TEAM: readonly SeedMember[] = [
  { role: 'RWS', team: 'nonAsian', firstName: 'Claire', lastName: 'Tremblay', jobTitle: { ...wholesaler, fr: 'Grossiste régionale' }, phone: '416-555-0101', email: 'claire.tremblay@example.com', picture: '/demo/team/claire-tremblay.svg' },
  { role: 'RIWS', team: 'nonAsian', firstName: 'Marcus', lastName: 'Boyd', jobTitle: internal, phone: '416-555-0102', email: 'marcus.boyd@example.com' },
  { role: 'RSC', team: 'nonAsian', firstName: 'Sophie', lastName: 'Gagnon', jobTitle: coordinator, phone: '514-555-0103', email: 'sophie.gagnon@example.com', picture: '/demo/team/sophie-gagnon.svg' },
  { role: 'RWS', team: 'asian', firstName: 'Wei', lastName: 'Chen', jobTitle: wholesaler, phone: '604-555-0104', email: 'wei.chen@example.com', picture: '/demo/team/wei-chen.svg' },
  { role: 'RIWS', team: 'asian', firstName: 'Priya', lastName: 'Nair', jobTitle: internal, phone: '604-555-0105', email: 'priya.nair@example.com' },
];
