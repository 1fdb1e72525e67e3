// What a person reads when the browser's passkey ceremony does not finish (issue 27): the
// browser's own errors (@simplewebauthn/browser's WebAuthnError and DOMException names) in Dutch.
import { WebAuthnError } from '@simplewebauthn/browser';

export const PASSKEY_CANCELLED =
  'Geen passkey gebruikt: je hebt het venster gesloten, of de tijd was om. Probeer het opnieuw.';
const PREVIOUSLY_REGISTERED =
  'Dit apparaat heeft al een passkey voor jou. Die kun je gewoon gebruiken.';
const NOT_SUPPORTED =
  'Deze browser of dit apparaat kan geen passkey maken. Probeer een ander apparaat.';
const OTHER = 'De passkey werkte niet. Probeer het opnieuw.';

/** The Dutch message for an error of startRegistration / startAuthentication. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PREVIOUSLY_REGISTERED;
    if (error.code === 'ERROR_CEREMONY_ABORTED') return PASSKEY_CANCELLED;
    if (
      error.code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' ||
      error.code === 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG'
    ) {
      return NOT_SUPPORTED;
    }
  }
  // NotAllowedError: cancelled, timed out, or refused by the person or the platform.
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CANCELLED;
  if (name === 'NotSupportedError') return NOT_SUPPORTED;
  return OTHER;
}
