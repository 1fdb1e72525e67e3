import { describe, expect, it } from 'vitest';
import { splitSubcompetities } from './deelnemer-form';

describe('splitSubcompetities', () => {
  it('reads names separated by commas, once each, without empty ones', () => {
    expect(splitSubcompetities(' Jeugd, Dames,,Jeugd , ')).toEqual(['Jeugd', 'Dames']);
    expect(splitSubcompetities('')).toEqual([]);
  });
});
