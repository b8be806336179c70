import { fakeApi, fill, renderFlow, settle, testConfig, type FakeAnswers, type SeenRequest } from '../../tests/harness/flow';
import type { PageConfig } from '../../src/config/config';
import { RegistrationFlow } from './RegistrationFlow';

export { fakeApi, fill, settle, testConfig, type FakeAnswers, type SeenRequest };

/** Renders `<mi-registration>`'s flow at a registration host-page URL and waits for its heading (tests only). */
export function renderRegistration(url: string, config: PageConfig = testConfig()): Promise<HTMLElement> {
  return renderFlow('mi-registration', RegistrationFlow, url, config);
}

/** The demo server's answers that every registration screen needs. */
export const BASE_ANSWERS: FakeAnswers = {
  'registrationProcess/getRoles': [
    { text: 'Associate Advisor (server)', role: { id: 12 } },
    { text: 'Registered Investment Advisor (server)', role: { id: 10 } },
  ],
  'registrationProcess/flowProgress': {
    profile: { firstName: 'Ada', lastName: 'Lovelace', roleId: 10, languagePreferenceCode: 'en', emailId: 'ada@example.com' },
    dlrRepRequired: true,
    provinceListMap: {
      en: [{ name: 'Alberta', code: 'AB' }, { name: 'Ontario', code: 'ON' }, { name: 'Quebec', code: 'QC' }],
      fr: [{ name: 'Alberta', code: 'AB' }, { name: 'Ontario', code: 'ON' }, { name: 'Québec', code: 'QC' }],
    },
    commandInfromation: { newProfileRequired: true },
  },
  'registrationProcess/cancelSession': { result: 'success' },
};
