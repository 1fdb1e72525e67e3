import { describe, expect, it } from 'vitest';
import { prefilled } from './aanmeld-form';

// The link the organiser sends a carried-over participant (issue 26) fills in the form.
describe('prefilled', () => {
  it('takes naam, team and email from the query and leaves the rest empty', () => {
    const params = new URLSearchParams('naam=Anna+de+Vries&team=Vak+F+%26+Co&email=a%40b.nl');
    expect(prefilled(params)).toEqual({
      naam: 'Anna de Vries',
      teamnaam: 'Vak F & Co',
      email: 'a@b.nl',
      telefoon: '',
      subcompetities: [],
      spelerIds: [],
      toestemming: false,
      website: '',
    });
  });

  it('is the empty form without a query, and cuts an overlong value', () => {
    expect(prefilled(new URLSearchParams()).naam).toBe('');
    expect(prefilled(new URLSearchParams({ naam: 'x'.repeat(500) })).naam).toHaveLength(200);
  });
});

// A signed-in participant's form (issue 27) starts from what their account knows.
describe('prefilled for a signed-in participant', () => {
  const bekend = { naam: 'Anna de Vries', email: 'anna@voorbeeld.nl', telefoon: '06 12345678' };

  it('fills in name, e-mail and phone from the account', () => {
    expect(prefilled(new URLSearchParams(), bekend)).toMatchObject({
      naam: 'Anna de Vries',
      teamnaam: '',
      email: 'anna@voorbeeld.nl',
      telefoon: '06 12345678',
    });
  });

  it("keeps the organiser's link's values where it gives them, and an unknown phone empty", () => {
    const params = new URLSearchParams('team=Vak+F&email=ander%40voorbeeld.nl');
    expect(prefilled(params, { ...bekend, telefoon: null })).toMatchObject({
      naam: 'Anna de Vries',
      teamnaam: 'Vak F',
      email: 'ander@voorbeeld.nl',
      telefoon: '',
    });
  });
});
