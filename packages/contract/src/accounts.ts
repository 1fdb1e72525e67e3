import { z } from 'zod';

// People get Dutch; only the two 'required' texts are English, as the spec prescribes them.
export const loginRequestSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(100, 'De gebruikersnaam mag hoogstens 100 tekens hebben'),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(200, 'Het wachtwoord mag hoogstens 200 tekens hebben'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  isAuthSuccessful: z.literal(true),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginFailureSchema = z.object({
  isAuthSuccessful: z.literal(false),
  errorMessage: z.string(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Vul je huidige wachtwoord in')
    .max(200, 'Het huidige wachtwoord mag hoogstens 200 tekens hebben'),
  newPassword: z
    .string()
    .min(10, 'Het nieuwe wachtwoord moet minstens 10 tekens hebben')
    .max(200, 'Het nieuwe wachtwoord mag hoogstens 200 tekens hebben'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A fresh token for the session that changed the password: every older one has ended. */
export const changePasswordResponseSchema = z.object({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
