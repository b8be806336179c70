import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { renderUi } from '../test-utils';
import { ServerErrorPage } from './ServerErrorPage';
import { ConnectError, NotFoundPage, SessionTimeout, StatusErrorPage } from './SimpleErrorPages';

const support = { phones: ['1-800-555-0199', '416-555-0199'], email: 'cr@example.com', schedule: 'standard' as const };

describe('error pages', () => {
  it('server error: title, message, two phones, email and schedule, focusable heading', () => {
    renderUi(<ServerErrorPage support={support} />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe('tel:18005550199');
    expect(screen.getByRole('link', { name: '416-555-0199' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'cr@example.com' }).getAttribute('href')).toBe('mailto:cr@example.com');
    expect(screen.getByText('Monday to Friday, 9am to 6pm ET')).toBeTruthy();
  });

  it('server error in French with the extended schedule and a code-specific message', () => {
    renderUi(<ServerErrorPage support={{ ...support, schedule: 'extended' }} message="Compte suspendu." headingLevel={2} />, 'fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Un problème est survenu' })).toBeTruthy();
    expect(screen.getByText('Compte suspendu.')).toBeTruthy();
    expect(document.querySelector('.mi-support__hours')?.textContent).toBe('Du lundi au vendredi, de 8\u00a0h\u00a030 à 18\u00a0h (HE)');
  });

  it('status error shows code and message', () => {
    renderUi(<StatusErrorPage status={403} message="Please login." />);
    expect(screen.getByRole('heading', { name: 'Error 403' })).toBeTruthy();
    expect(screen.getByText('Please login.')).toBeTruthy();
  });

  it('404', () => {
    renderUi(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' }).getAttribute('tabindex')).toBe('-1');
  });

  it('session timeout with a login link', () => {
    renderUi(<SessionTimeout loginHref="/en/login.html" />);
    expect(screen.getByText('Session has timed out, please login to continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login.html');
  });

  it('connect error shows and hides details with aria-expanded', () => {
    renderUi(<ConnectError details="TypeError: Failed to fetch" />);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    const details = screen.getByText('TypeError: Failed to fetch');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(details.id);
    expect(details.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide details');
    expect(details.hidden).toBe(false);
  });
});
