import { describe, expect, it } from 'vitest';
import { contactRequest, profilePrefill, RESOURCE_TYPE } from './schema';

describe('contactRequest', () => {
  it('adds the hidden resourceType and the page language, and trims the email', () => {
    const request = contactRequest({ firstName: 'Noor', email: ' noor@example.com ', subject: 'S', messageBody: 'M', 'g-recaptcha-response': 'proof' }, 'fr');
    expect(request).toEqual({ firstName: 'Noor', email: 'noor@example.com', subject: 'S', messageBody: 'M', 'g-recaptcha-response': 'proof', resourceType: RESOURCE_TYPE, language: 'fr' });
    expect(RESOURCE_TYPE).toBe('contactusForm');
  });

  it('leaves out values never set (nothing invented for the optional fields)', () => {
    expect(Object.keys(contactRequest({ email: 'a@b.ca' }, 'en')).sort()).toEqual(['email', 'language', 'resourceType']);
  });
});

describe('profilePrefill', () => {
  const profile = { firstName: 'Avery', lastName: 'Advisor', emailId: 'advisor@example.com', firmName: 'Northwind', primaryDealerCode: '1234', primaryAdvisorCode: 'A1B2' };

  it('maps name, email, firm and codes to the contact fields', () => {
    expect(profilePrefill(profile)).toEqual({ firstName: 'Avery', lastName: 'Advisor', email: 'advisor@example.com', organizationName: 'Northwind', dealerCode: '1234', advisorCode: 'A1B2' });
  });

  it('leaves out what the profile lacks (null, absent or blank)', () => {
    expect(profilePrefill({ ...profile, firmName: null, primaryDealerCode: '  ', primaryAdvisorCode: undefined })).toEqual({
      firstName: 'Avery', lastName: 'Advisor', email: 'advisor@example.com',
    });
  });
});
