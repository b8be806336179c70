// The altcha package ships no declaration for its per-language files; they only register strings.
declare module 'altcha/i18n/fr-ca';
