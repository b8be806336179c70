import type { Locale } from '../../src/i18n/locale';

/** Server-side texts of the demo API: answer messages and emails, in English and Canadian French. */
const MESSAGES = {
  en: {
    reg001: 'This account is already active. Please log in.',
    reg002: 'This email address is already registered. Its activation link has been sent to it again.',
    reg003: 'This activation link has expired. A new link has been sent to your email address.',
    reg005: 'This account is suspended. Please contact Client Relations.',
    reg006: 'We already sent an activation link to this address several times today. Please use the latest email (check your junk or spam folder) or try again in 24 hours.',
    sc001: 'The dealer code or advisor code is invalid. Please re-enter them.',
    sc002: 'The operation could not be completed.',
    sc005: 'This activation code could not be found.',
    prfl001: 'This email address is already registered. Please enter another one.',
    login001: 'The email address or password is incorrect.',
    login002: 'Too many failed login attempts. For your security, login is blocked for 15 minutes. Try again later, reset your password, or contact Client Relations.',
    login003: 'Several login attempts failed. Please wait 30 seconds before trying again.',
    fpwd001: 'Internal users must change their password through the IT service desk.',
    fpwd002: 'We couldn\'t find an account associated with that email address. Please ensure that you have entered a valid email address and try again.',
    fpwd003: 'This account is not activated yet. Please check your email for the activation link.',
    fpwd004: 'This account is suspended, so its password cannot be reset.',
    fpwd007: 'That answer does not match our records. Please try again.',
    fpwd009: 'This password reset link has expired or was already used. Please request a new one.',
    fpwd010: 'You have used your 5/5 password changes today. Please wait 24 hours before attempting to change your password again or contact Client Relations.',
    fpwd011: 'Too many wrong answers to the security questions: this link no longer works. Please request a new link; after 5 wrong answers in 24 hours, contact Client Relations.',
    fpwd012: 'Too many wrong answers to the security questions in the last 24 hours. Please wait 24 hours before requesting a new link, or contact Client Relations.',
    sc003: 'Your new password must be different from your last five passwords.',
    pwd001: 'Your current password is incorrect.',
    prfl002: 'This email change link is not valid: it expired, was already used or belongs to another account.',
    answersVerified: 'Your answers have been verified. You can now choose a new password.',
    passwordReset: 'Your password has been reset. You can now log in with your new password.',
    activated: 'Your account is now active.',
    captcha: 'The verification could not be completed. Please try the captcha again.',
    'sc002-profile': 'Your profile could not be updated.',
    'sc002-forgot-password': 'Your password could not be changed.',
  },
  fr: {
    reg001: 'Ce compte est déjà actif. Veuillez vous connecter.',
    reg002: 'Cette adresse courriel est déjà inscrite. Son lien d’activation y a été envoyé de nouveau.',
    reg003: 'Ce lien d’activation est expiré. Un nouveau lien a été envoyé à votre adresse courriel.',
    reg005: 'Ce compte est suspendu. Veuillez communiquer avec les Relations avec la clientèle.',
    reg006: 'Nous avons déjà envoyé un lien d’activation à cette adresse plusieurs fois aujourd’hui. Veuillez utiliser le courriel le plus récent (vérifiez votre dossier de courrier indésirable) ou réessayer dans 24\u00a0heures.',
    sc001: 'Le code de courtier ou le code de conseiller est invalide. Veuillez les saisir de nouveau.',
    sc002: 'L’opération n’a pas pu être effectuée.',
    sc005: 'Ce code d’activation est introuvable.',
    prfl001: 'Cette adresse courriel est déjà inscrite. Veuillez en saisir une autre.',
    login001: 'L’adresse courriel ou le mot de passe est incorrect.',
    login002: 'Trop de tentatives de connexion ont échoué. Par sécurité, l’ouverture de session est bloquée pendant 15\u00a0minutes. Réessayez plus tard, réinitialisez votre mot de passe ou communiquez avec les Relations avec la clientèle.',
    login003: 'Plusieurs tentatives de connexion ont échoué. Veuillez attendre 30\u00a0secondes avant de réessayer.',
    fpwd001: 'Les utilisateurs internes doivent changer leur mot de passe par l’entremise du centre de services informatiques.',
    fpwd002: 'Nous n’avons trouvé aucun compte associé à cette adresse courriel. Veuillez vérifier l’adresse saisie et réessayer.',
    fpwd003: 'Ce compte n’est pas encore activé. Consultez vos courriels pour trouver le lien d’activation.',
    fpwd004: 'Ce compte est suspendu\u00a0: son mot de passe ne peut donc pas être réinitialisé.',
    fpwd007: 'Cette réponse ne correspond pas à celle que vous avez enregistrée. Veuillez réessayer.',
    fpwd009: 'Ce lien de réinitialisation est expiré ou a déjà servi. Veuillez en demander un nouveau.',
    fpwd010: 'Vous avez utilisé vos 5/5 changements de mot de passe aujourd’hui. Veuillez attendre 24\u00a0heures avant de réessayer ou communiquer avec les Relations avec la clientèle.',
    fpwd011: 'Trop de réponses erronées aux questions de sécurité\u00a0: ce lien ne fonctionne plus. Veuillez demander un nouveau lien\u00a0; après 5\u00a0réponses erronées en 24\u00a0heures, communiquez avec les Relations avec la clientèle.',
    fpwd012: 'Trop de réponses erronées aux questions de sécurité au cours des dernières 24\u00a0heures. Veuillez attendre 24\u00a0heures avant de demander un nouveau lien ou communiquer avec les Relations avec la clientèle.',
    sc003: 'Votre nouveau mot de passe doit être différent de vos cinq derniers mots de passe.',
    pwd001: 'Votre mot de passe actuel est incorrect.',
    prfl002: 'Ce lien de changement d’adresse courriel n’est pas valide\u00a0: il est expiré, a déjà servi ou appartient à un autre compte.',
    answersVerified: 'Vos réponses ont été vérifiées. Vous pouvez maintenant choisir un nouveau mot de passe.',
    passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    activated: 'Votre compte est maintenant actif.',
    captcha: 'La vérification n’a pas pu être effectuée. Veuillez refaire la vérification.',
    'sc002-profile': 'Votre profil n’a pas pu être mis à jour.',
    'sc002-forgot-password': 'Votre mot de passe n’a pas pu être changé.',
  },
} as const;

/** A key of the server-side messages. */
export type MessageKey = keyof (typeof MESSAGES)['en'];

/** The server-side message for a key in a language. */
export function message(locale: Locale, key: MessageKey): string {
  return MESSAGES[locale][key];
}

/** An email before it is stored: subject and text in the user's language, plus the links it carries. */
export interface EmailContent {
  subject: string;
  text: string;
  links: string[];
}

/** The kinds of email the demo API sends. */
export type EmailKind = 'activation' | 'newActivationLink' | 'temporaryAccess' | 'reset' | 'esignInvestor' | 'esignAdvisor' | 'contactAck' | 'emailChange' | 'emailChangeNotice';

/** Each email's subject, the words before its link, and (mails a stranger could trigger) what to do if it was not asked for. */
const EMAILS: Record<Locale, Record<EmailKind, { subject: string; intro: string; outro?: string }>> = {
  en: {
    activation: { subject: 'Activate your advisor portal account', intro: 'Thank you for registering. Activate your account within 14 days with this link:', outro: 'If you did not register, ignore this email: the account is not activated without this link.' },
    newActivationLink: { subject: 'Your new activation link', intro: 'Your previous activation link expired. Here is a new one, valid for 14 days:' },
    temporaryAccess: { subject: 'Your advisor portal activation link, sent again', intro: 'You are already registered. Use this link, valid for 14 days, to activate your account:', outro: 'If you did not register, ignore this email: the account is not activated without this link.' },
    reset: { subject: 'Reset your advisor portal password', intro: 'We received a request to reset your password. This link is valid for 6 hours and can be used once:', outro: 'If you did not ask for this, ignore this email: your password stays the same.' },
    esignInvestor: { subject: 'Documents to sign electronically', intro: 'Your advisor sent you a request to sign electronically. You will receive the documents shortly. Request details:' },
    esignAdvisor: { subject: 'Copy of your e-signature request', intro: 'Your request was sent for electronic signature. This is what was sent:' },
    contactAck: { subject: 'We received your message', intro: 'Thank you for contacting Client Relations. We will reply within two business days.', outro: 'If you did not write to us, ignore this email.' },
    emailChange: { subject: 'Confirm your new login email', intro: 'You asked to use this address to log in to the advisor portal. It becomes your login email once you open this link, valid for 24 hours:' },
    emailChangeNotice: { subject: 'Your login email is about to change', intro: 'Someone asked to change the login email of your advisor portal account to the address below. Nothing changes until the link sent to that address is opened; until then you keep logging in with this address. If this was not you, change your password and contact Client Relations.' },
  },
  fr: {
    activation: { subject: 'Activez votre compte du portail des conseillers', intro: 'Merci de votre inscription. Activez votre compte d’ici 14\u00a0jours avec ce lien\u00a0:', outro: 'Si vous ne vous êtes pas inscrit, ignorez ce courriel\u00a0: le compte n’est pas activé sans ce lien.' },
    newActivationLink: { subject: 'Votre nouveau lien d’activation', intro: 'Votre lien d’activation précédent est expiré. En voici un nouveau, valide pendant 14\u00a0jours\u00a0:' },
    temporaryAccess: { subject: 'Votre lien d’activation du portail des conseillers, envoyé de nouveau', intro: 'Votre inscription existe déjà. Utilisez ce lien, valide pendant 14\u00a0jours, pour activer votre compte\u00a0:', outro: 'Si vous ne vous êtes pas inscrit, ignorez ce courriel\u00a0: le compte n’est pas activé sans ce lien.' },
    reset: { subject: 'Réinitialisez votre mot de passe du portail des conseillers', intro: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Ce lien est valide pendant 6\u00a0heures et ne peut servir qu’une fois\u00a0:', outro: 'Si vous n’avez pas fait cette demande, ignorez ce courriel\u00a0: votre mot de passe ne change pas.' },
    esignInvestor: { subject: 'Documents à signer électroniquement', intro: 'Votre conseiller vous a envoyé une demande de signature électronique. Vous recevrez les documents sous peu. Détails de la demande\u00a0:' },
    esignAdvisor: { subject: 'Copie de votre demande de signature électronique', intro: 'Votre demande a été envoyée pour signature électronique. Voici ce qui a été envoyé\u00a0:' },
    contactAck: { subject: 'Nous avons reçu votre message', intro: 'Merci d’avoir communiqué avec les Relations avec la clientèle. Nous vous répondrons d’ici deux jours ouvrables.', outro: 'Si vous ne nous avez pas écrit, ignorez ce courriel.' },
    emailChange: { subject: 'Confirmez votre nouvelle adresse de connexion', intro: 'Vous avez demandé à utiliser cette adresse pour vous connecter au portail des conseillers. Elle deviendra votre adresse de connexion lorsque vous ouvrirez ce lien, valide pendant 24\u00a0heures\u00a0:' },
    emailChangeNotice: { subject: 'Votre adresse de connexion est sur le point de changer', intro: 'Quelqu’un a demandé de remplacer l’adresse de connexion de votre compte du portail des conseillers par l’adresse ci-dessous. Rien ne change tant que le lien envoyé à cette adresse n’est pas ouvert\u00a0; d’ici là, vous continuez de vous connecter avec cette adresse-ci. Si ce n’était pas vous, changez votre mot de passe et communiquez avec les Relations avec la clientèle.' },
  },
};

/** Builds an email of a kind in a language around its link (a path of the demo site; the mailbox shows it absolute). */
export function email(locale: Locale, kind: EmailKind, link: string | null, detail = ''): EmailContent {
  const e = EMAILS[locale][kind];
  const lines = [e.intro, link ?? detail, e.outro ?? ''].filter((line) => line !== '');
  return { subject: e.subject, text: lines.join('\n\n'), links: link ? [link] : [] };
}

/** Link of an activation code on the demo registration page. */
export function activationLink(locale: Locale, code: string): string {
  return `/${locale}/registration.html#/${locale}/registration-process/activate?code=${encodeURIComponent(code)}`;
}

/** Link of the public email-preferences page for a subscriber hash (no login needed). */
export function preferencesLink(locale: Locale, hash: string): string {
  return `/${locale}/email-preferences.html#/${locale}/public/email-preferences?ht=${encodeURIComponent(hash)}`;
}

const MANAGE_PREFERENCES: Record<Locale, string> = {
  en: 'Manage your email preferences:',
  fr: 'Gérez vos préférences de courriel\u00a0:',
};

/** An email with the recipient's manage-preferences line and link added at the end. */
export function withPreferencesLink(content: EmailContent, locale: Locale, hash: string): EmailContent {
  const link = preferencesLink(locale, hash);
  return { ...content, text: `${content.text}\n\n${MANAGE_PREFERENCES[locale]} ${link}`, links: [...content.links, link] };
}

/** Link of a login-email change code: the personal profile page confirms it (a query, not a route of its own). */
export function emailChangeLink(locale: Locale, code: string): string {
  return `/${locale}/profile.html#/${locale}/profile/personal?confirmEmail=${encodeURIComponent(code)}`;
}

/** Link of a reset code on the demo recovery page. */
export function resetLink(locale: Locale, code: string): string {
  return `/${locale}/recovery.html#/${locale}/recovery/security?code=${encodeURIComponent(code)}`;
}

/** The labels an e-signature email uses for the mode, the subscriber type and each party. */
export const ESIGN_LABELS = {
  en: {
    purchase: 'Purchase', redeem: 'Redemption',
    individual: 'Individual Investor', joint: 'Joint Investor', corporate: 'Entity Investor', managed: 'Managed Account',
    fund: 'Fund: ', request: 'Request: ', advisor: 'Advisor: ', investor: 'Investor: ', jointInvestor: 'Joint investor: ', signatory: 'signatory: ',
  },
  fr: {
    purchase: 'Achat', redeem: 'Rachat',
    individual: 'Investisseur individuel', joint: 'Investisseur conjoint', corporate: 'Investisseur personne morale', managed: 'Compte géré',
    fund: 'Fonds\u00a0: ', request: 'Demande\u00a0: ', advisor: 'Conseiller\u00a0: ', investor: 'Investisseur\u00a0: ', jointInvestor: 'Coinvestisseur\u00a0: ', signatory: 'signataire\u00a0: ',
  },
} as const;
