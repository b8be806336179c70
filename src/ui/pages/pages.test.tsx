import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { renderUi } from '../test-utils';
import type { ContactDetails } from '../../config/config';
import { ServerErrorPage } from './ServerErrorPage';
import { useContactsConfigured } from '../SupportContacts';
import { ConnectError, NotFoundPage, StatusErrorPage } from './SimpleErrorPages';

const support = { phones: ['1-800-555-0199', '416-555-0199'], email: 'cr@example.com', schedule: 'standard' as const };

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it('server error without support in the page config: the message, a "not configured" line, no contacts, one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(<ServerErrorPage support={undefined} message="Compte suspendu." />, 'fr');
    renderUi(<ServerErrorPage support={{ phones: [], email: '', schedule: 'standard' }} />, 'fr');
    expect(screen.getByText('Compte suspendu.')).toBeTruthy();
    expect(screen.getAllByText('Les coordonnées ne sont pas configurées sur cette page.')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('.mi-support__hours')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"support"');
  });

  it('server error shows only the contacts the page gives', () => {
    renderUi(<ServerErrorPage support={{ phones: ['1-888-000-0000'], email: '', schedule: 'standard' }} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:18880000000']);
    expect(screen.queryByText('Email:')).toBeNull();
  });

  it('the service desk setting follows the same rule: configured or reported once by name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Desk({ desk }: { desk: ContactDetails | undefined }) {
      return <p>{useContactsConfigured(desk, 'serviceDesk') ? desk?.email : 'missing'}</p>;
    }
    renderUi(<Desk desk={{ phones: [], email: 'desk@corp.example' }} />);
    expect(screen.getByText('desk@corp.example')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    renderUi(<Desk desk={undefined} />);
    renderUi(<Desk desk={{ phones: [], email: '' }} />);
    expect(screen.getAllByText('missing')).toHaveLength(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"serviceDesk"');
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

  it('connect error marks its technical details as English on a French page', () => {
    renderUi(<ConnectError details="TypeError: Failed to fetch" />, 'fr');
    expect(screen.getByText('TypeError: Failed to fetch').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Afficher les détails' }).hasAttribute('lang')).toBe(false);
  });
});
