import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { PASSKEY_CANCELLED, passkeyErrorMessage } from './passkey-errors';

const domError = (name: string) => new DOMException('browser says no', name);

describe('passkeyErrorMessage', () => {
  it('says a closed prompt or a timeout in Dutch', () => {
    expect(passkeyErrorMessage(domError('NotAllowedError'))).toBe(PASSKEY_CANCELLED);
    expect(passkeyErrorMessage(domError('AbortError'))).toBe(PASSKEY_CANCELLED);
    expect(
      passkeyErrorMessage(
        new WebAuthnError({
          message: 'aborted',
          code: 'ERROR_CEREMONY_ABORTED',
          cause: domError('AbortError'),
        }),
      ),
    ).toBe(PASSKEY_CANCELLED);
  });

  it('says a device that has one already, or cannot make one', () => {
    expect(
      passkeyErrorMessage(
        new WebAuthnError({
          message: 'excluded',
          code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
          cause: domError('InvalidStateError'),
          name: 'InvalidStateError',
        }),
      ),
    ).toMatch(/^Dit apparaat heeft al een passkey/);
    expect(passkeyErrorMessage(domError('NotSupportedError'))).toMatch(/kan geen passkey maken/);
  });

  it('has a Dutch fallback for anything else', () => {
    expect(passkeyErrorMessage(new Error('?'))).toBe(
      'De passkey werkte niet. Probeer het opnieuw.',
    );
    expect(passkeyErrorMessage('raar')).toBe('De passkey werkte niet. Probeer het opnieuw.');
  });
});
