import { describe, expect, it } from 'vitest';
import { aanmeldLink, whatsappBericht } from './zonder-selectie';

describe('the prefilled enrolment link', () => {
  const anna = { name: 'Anna de Vries', teamName: 'Vak F & Co', email: 'anna@voorbeeld.nl' };

  it('carries name, team and e-mail as the form reads them', () => {
    const link = aanmeldLink('https://club.example', anna);
    expect(link.startsWith('https://club.example/aanmelden?')).toBe(true);
    // The names the form reads (aanmelden/aanmeld-form.tsx, prefilled).
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
      naam: 'Anna de Vries',
      team: 'Vak F & Co',
      email: 'anna@voorbeeld.nl',
    });
  });

  it('leaves the e-mail out when the club has none', () => {
    const link = aanmeldLink('', { ...anna, email: null });
    expect(link).toBe('/aanmelden?naam=Anna+de+Vries&team=Vak+F+%26+Co');
  });

  it('names the season and ends with the link in the WhatsApp message', () => {
    const message = whatsappBericht(anna, '2027-2028', 'https://x/aanmelden?naam=A');
    expect(message).toContain('Hoi Anna de Vries!');
    expect(message).toContain('Seizoen 2027-2028 van de Superelf begint.');
    expect(whatsappBericht(anna, 'Seizoen 2027-2028', 'x')).toContain('! Seizoen 2027-2028 van');
    expect(message.endsWith('https://x/aanmelden?naam=A')).toBe(true);
  });
});
