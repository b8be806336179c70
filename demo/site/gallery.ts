/**
 * The demo gallery: every flow and state with a link in each language, and how to reach the states
 * that need an account or an email. Generated with the host pages so its links follow the page map.
 */
import { DEMO_LINKS } from '../api/seed-accounts';
import { escapeHtml } from '../../scripts/html';

interface Entry {
  state: string;
  /** Path after the locale, e.g. `login.html#/{l}/login?expired=true`; `{l}` is the locale. */
  path?: string;
  how: string;
}

const ENTRIES: readonly Entry[] = [
  { state: 'Entry redirector (no query: login page)', path: '', how: 'The home page runs the / redirector.' },
  { state: 'Redirector: r=change-password', path: '?r=change-password', how: 'Goes to /profile/password (login first when signed out).' },
  { state: 'Redirector: url= same-origin path', path: '?url=/{l}/recovery.html', how: 'Only same-origin paths are followed; try ?url=//evil.example (goes to login).' },
  { state: 'Redirector: code= activation', path: '?code=not-a-real-code', how: 'Goes to the activation page with the code (this one shows "not found").' },
  { state: 'Login', path: 'login.html#/{l}/login', how: 'advisor@example.com / Advisor2026!' },
  { state: 'Login: session timed out', path: 'login.html#/{l}/login?expired=true', how: 'Shown when an authenticated page finds the session gone.' },
  { state: 'Login: wrong password', path: 'login.html#/{l}/login', how: 'Any wrong password; the message does not say which field was wrong.' },
  { state: 'Login: suspended / not activated', path: 'login.html#/{l}/login', how: 'suspended@example.com / Suspended2026!; pending@example.com / anything.' },
  { state: 'Login: slowed down (login003)', path: 'login.html#/{l}/login', how: 'Five wrong passwords for one email within 15 minutes: the next attempt must wait 30 seconds.' },
  { state: 'Login: locked (login002)', path: 'login.html#/{l}/login', how: 'Ten wrong passwords for one email (waiting out each slow-down): locked for 15 minutes, with the Client Relations contacts; a password reset lifts it.' },
  { state: 'Registration step 1', path: 'registration.html#/{l}/registration-process/register', how: 'Submit empty to see the error summary.' },
  { state: 'Registration step 2 (company info)', path: 'registration.html#/{l}/registration-process/address-details', how: 'After step 1; role 10 or 12 adds dealer and advisor codes (valid: 1234, 5678, 9012).' },
  { state: 'Thank you', path: 'registration.html#/{l}/registration-process/registration-success', how: 'After step 2; the activation link lands in the mailbox. Opened without registering (this link), registration starts at step 1, as the activation success page does.' },
  { state: 'Already active (reg001)', path: 'registration.html#/{l}/registration-process/register', how: 'Register with advisor@example.com.' },
  { state: 'Already registered (reg002)', path: 'registration.html#/{l}/registration-process/register', how: 'Register with pending@example.com (a new link is emailed).' },
  { state: 'Activation link re-sends used up (reg006)', path: 'registration.html#/{l}/registration-process/register', how: 'Register with pending@example.com a fourth time within 24 hours: no new email, the notice says the links already sent still work.' },
  { state: 'Email already registered (prfl001)', path: 'registration.html#/{l}/registration-process/register', how: 'Register with staff@example.com (an internal user\'s email).' },
  { state: 'Step 2 bypassed', path: 'registration.html#/{l}/registration-process/register', how: 'Register with preregistered@example.com.' },
  { state: 'Cancel registration', path: 'registration.html#/{l}/registration-process/cancel-registration', how: 'Cancel, then confirm, on step 1 or 2: back to registration, or the portal home page.' },
  { state: 'Cancel activation', path: 'registration.html#/{l}/registration-process/cancel-activation', how: 'Cancel, then confirm, on the activation step: the account stays registered and the emailed link keeps working; a link returns to the activation.' },
  { state: 'Activation', path: 'registration.html#/{l}/registration-process/activate?code=…', how: 'Open the link from the mailbox after registering; the terms link opens the terms page in a new tab.' },
  { state: 'Terms and conditions', path: 'terms.html', how: 'The page of pages.terms in the page config, one per language.' },
  { state: 'Registration restarted (sc002 on step 2)', path: 'registration.html#/{l}/registration-process/register', how: 'Reach step 2 in two tabs, cancel in one, submit in the other: step 1 again with what was typed and a note why.' },
  { state: 'Activation: not found (sc005)', path: 'registration.html#/{l}/registration-process/activate?code=unknown', how: 'Any unknown code.' },
  { state: 'Activation: already active (reg001)', path: 'registration.html#/{l}/registration-process/activate?code=…', how: 'Open a used activation link again.' },
  { state: 'Activation: expired (reg003)', path: 'registration.html#/{l}/registration-process/activate?code=…', how: 'A link older than 14 days (start the demo with DEMO_TEST_HOOKS=1 and POST /demo/clock {"offsetMs": 1300000000}); a new link is emailed.' },
  { state: 'Activation: suspended (reg005)', path: `registration.html#/{l}/registration-process/activate?code=${DEMO_LINKS.suspendedActivationCode}`, how: 'A seeded activation link of suspended@example.com: contacts, phones and hours.' },
  { state: 'Recovery step 1', path: 'recovery.html#/{l}/recovery/verify-email', how: 'advisor@example.com; unknown emails show fpwd002 inline.' },
  { state: 'Recovery step 2 (code sent)', path: 'recovery.html#/{l}/recovery/code-sent', how: 'After step 1: attempts remaining n/5. Opened without a request (or the success and reset steps without theirs), the recovery starts at step 1.' },
  { state: 'Recovery error: expired or used link (fpwd009)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'Open a reset link a second time, or after 6 hours: the error page offers a new link.' },
  { state: 'Recovery step 3 (security question)', path: 'recovery.html#/{l}/recovery/security?code=…', how: 'Open the reset link from the mailbox; answers Rex, Toronto, Honda.' },
  { state: 'Recovery: 5/5 used (fpwd010)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'Request a sixth reset within 24 hours.' },
  { state: 'Recovery error: link ended by wrong answers (fpwd011)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'Answer a security question wrongly three times on one reset link: the link ends and the page offers a new one.' },
  { state: 'Recovery error: the day\'s wrong answers spent (fpwd012)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'Answer wrongly five times in 24 hours over two links (three, then two): the page says to wait or call Client Relations, and asking for a new link says the same.' },
  { state: 'Recovery error: internal user (fpwd001)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'staff@example.com' },
  { state: 'Recovery error: not activated (fpwd003)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'pending@example.com' },
  { state: 'Recovery error: suspended (fpwd004)', path: 'recovery.html#/{l}/recovery/verify-email', how: 'suspended@example.com' },
  { state: 'Contact form', path: 'contact.html#/{l}/contact-form', how: 'Public, captcha always. Signed in (advisor@example.com), name, email, firm and codes are pre-filled.' },
  { state: 'Contact: message sent', path: 'contact.html#/{l}/contact-form/success', how: 'Send the form: the banner shows over a reset form; the mailbox holds the message for clientrelations@example.com and the acknowledgement to the sender. Opened with nothing sent (this link), the form shows instead.' },
  { state: 'Contact: captcha refused', path: 'contact.html#/{l}/contact-form', how: 'Solve the captcha, wait over 10 minutes (its challenge expires), then send: the captcha resets with the expired message.' },
  { state: 'Contact: not sent (error page)', path: 'contact.html#/{l}/contact-form/error', how: 'Any failed send (stop the demo API, then send): Client Relations contacts and a link back to the form with what was typed. Opened with no failed send (this link), the form shows instead.' },
  { state: 'E-sign purchase form', path: 'advisor-forms.html#/{l}/advisor-forms', how: 'Log in as advisor@example.com (signed out, you go to login and back). Choosing a type opens its investor fields; a second type after typing asks first. Submit empty: "Please fix N errors" across sections.' },
  { state: 'E-sign: fund preselected', path: 'advisor-forms.html#/{l}/advisor-forms?fundId=F102', how: 'fundId (or the fund-id attribute) preselects a fund of the list.' },
  { state: 'E-sign redemption form', path: 'advisor-forms.html#/{l}/advisor-forms?redeem=true', how: 'redeem=true (or mode="redeem" on the tag): the redemption fund list, *Account types, names only except an entity.' },
  { state: 'E-sign: advisor edit for this request', path: 'advisor-forms.html#/{l}/advisor-forms', how: 'Edit advisor details: the fields open (never saved to the profile); Cancel changes asks, then restores the profile values.' },
  { state: 'E-sign: review and sent', path: 'advisor-forms.html#/{l}/advisor-forms', how: 'Fill a valid request, Review request: exactly what will be sent, with Edit and Send for signature; then the success message. The mailbox holds the signing instructions per investor and the advisor copy.' },
  { state: 'E-sign: 403-docusign (no codes)', path: 'advisor-forms.html#/{l}/advisor-forms', how: 'Log in as professional@example.com / Finance2026!: the notice shows in the advisor section and again on Review request; nothing is sent.' },
  { state: 'E-sign: funds or profile not loaded', path: 'advisor-forms.html#/{l}/advisor-forms', how: 'Block /bin/docusignFunds or /changeProfile/index in the browser developer tools (network request blocking) and reload: "Could not fetch funds" or the advisor message, each with Try again; Review request is refused without a profile.' },
  { state: 'Login: already signed in', path: 'login.html#/{l}/login', how: 'Open the login page (or the home page) while signed in: who is signed in, a link to the profile and Sign out.' },
  { state: 'Login: signed out', path: 'login.html#/{l}/login?signedOut=true', how: 'Sign out from the profile menu (or from the signed-in login page).' },
  { state: 'Profile: personal (signed in)', path: 'profile.html#/{l}/profile/personal', how: 'Log in first (advisor@example.com / Advisor2026!); signed out, you are sent to login with the return URL. Save shows "Your profile has been saved"; reload to see the stored values.' },
  { state: 'Profile: role and codes', path: 'profile.html#/{l}/profile/personal', how: 'Role 14 makes the dealer and advisor codes optional; roles 10 and 12 require them. Dealer code 0000 gives sc001 (valid: 1234, 5678, 9012); the email of another account (staff@example.com) gives prfl001.' },
  { state: 'Profile: new login email', path: 'profile.html#/{l}/profile/personal', how: 'Type another email: the current password field appears. Save mails a link to the new address and a notice to the old one (mailbox); the old email logs in until the link (personal page ?confirmEmail=…) is opened. A used link says it is no longer valid (prfl002).' },
  { state: 'Profile: password change', path: 'profile.html#/{l}/profile/password', how: 'Save opens the confirm popup. A wrong current password gives pwd001; a new one among the last five gives sc003. Success ends your other sessions and unused reset links.' },
  { state: 'Profile: security questions', path: 'profile.html#/{l}/profile/security-questions', how: 'Three different questions with answers; the next password recovery asks the new ones.' },
  { state: 'Profile: internal user (read-only)', path: 'profile.html#/{l}/profile/personal', how: 'staff@example.com / Internal2026!: every field and button disabled, with the IT service desk contact; the password page shows fpwd001\'s message.' },
  { state: 'Profile: pre-registered user (read-only)', path: 'profile.html#/{l}/profile/personal', how: 'Register with preregistered@example.com, activate from the mailbox, log in: everything disabled with Client Relations.' },
  { state: 'Profile: migrated user', path: 'profile.html#/{l}/profile/personal', how: 'migrated@example.com / Migrated2026!: told to reset the security questions; the other pages send it to them (the password page takes password and questions at once) until they are saved.' },
  { state: 'Profile: session ended mid-use', path: 'profile.html#/{l}/profile/personal', how: 'Sign out in another tab: this one leaves at once for the login page, which says "You have signed out" and returns here after login. A session that ended otherwise (8 idle hours, 12 hours after its login) says "Session has timed out".' },
  { state: 'Notification Preferences (signed in)', path: 'profile.html#/{l}/profile/email-preferences', how: 'Log in first: subscriptions 1-4, 6 and 7 and the opt-out. Check "Unsubscribe from all these emails" (every box clears), Save: opted-out message; check any subscription, Save: saved message. staff@example.com sees name and language locked; on its public page (its manage-preferences link), changing them is refused (prfl003) and they come back locked.' },
  { state: 'My sales team', path: 'profile.html#/{l}/profile/sales-team', how: 'Log in first: both lists merged, with tel: and mailto: links. Three members have photos; the two without one show their initials.' },
  { state: 'Email preferences (public, no login)', path: 'email-preferences.html#/{l}/public/email-preferences?ht=…', how: 'Open the manage-preferences link that ends every email in the demo mailbox (e.g. request a password reset for advisor@example.com). Same saved / opted-out messages; no subscription 7.' },
  { state: 'Email preferences: no ht (server-error page)', path: 'email-preferences.html#/{l}/public/email-preferences', how: 'Without ht: Client Relations contacts and a link to log in and manage the preferences in the profile.' },
  { state: 'Email preferences: unknown ht (could_not_read_user_info)', path: 'email-preferences.html#/{l}/public/email-preferences?ht=unknown', how: 'Any hash token with no subscriber.' },
  { state: '404', path: 'login.html#/{l}/no-such-page', how: 'Any unknown route.' },
  { state: '404 from the route-area guard', path: 'login.html#/{l}/recovery/verify-email', how: 'A route of another area on this page.' },
];

/** Renders the gallery page. */
export function renderGallery(): string {
  const link = (entry: Entry, l: 'en' | 'fr') =>
    entry.path === undefined ? '' : `<a href="/${l}/${escapeHtml(entry.path.split('{l}').join(l))}" lang="${l}">${l === 'en' ? 'English' : 'Français'}</a>`;
  const rows = ENTRIES.map((e) => `<tr><th scope="row">${escapeHtml(e.state)}</th><td>${link(e, 'en')}</td><td>${link(e, 'fr')}</td><td>${escapeHtml(e.how)}</td></tr>`).join('\n');
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo gallery | Advisor portal</title>
<link rel="icon" href="/demo/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/site.css">
</head>
<body>
<header class="site-header"><a class="site-brand" href="/en/">Advisor portal</a><nav aria-label="Site links"><a href="/demo/mailbox.html">Demo mailbox</a></nav></header>
<main id="main" class="site-main">
<h1>Demo gallery</h1>
<p>Every flow and state of the demo, in both languages. Accounts and passwords are in the README.</p>
<table class="site-table">
<thead><tr><th scope="col">State</th><th scope="col">English</th><th scope="col">French</th><th scope="col">How to reach it</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}
