import { describe, expect, it } from 'vitest';
import { PRIJS_NAMEN as CONTRACT_NAMEN } from '@clubelf/contract';
import { PRIJS_NAMEN } from './prijs-namen';

describe('PRIJS_NAMEN', () => {
  it('names every prize as the contract does', () => {
    expect(PRIJS_NAMEN).toEqual(CONTRACT_NAMEN);
  });
});
