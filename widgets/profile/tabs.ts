// The profile's tabs other than the personal page, loaded on demand as one file (ProfileFlow's lazyRoute): four
// small files would each compress alone, and a visitor who opens one tab is likely to open another.
export { EmailPreferencesView } from './views/EmailPreferencesView';
export { PasswordView } from './views/PasswordView';
export { SalesTeamView } from './views/SalesTeamView';
export { SecurityQuestionsView } from './views/SecurityQuestionsView';
