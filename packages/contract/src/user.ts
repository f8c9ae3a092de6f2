// Request and answer shapes of the account endpoints (/api/user/*), used by the server and the forms.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { userSchema } from './entities.ts';
import { withoutControlCharacters } from './requests.ts';

export const USER_TEXTS = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${LIMITS.userNameMaxLength} characters`,
  emailInvalid: 'Please enter a valid e-mail address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMinLength} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMaxLength} characters`,
  emailTaken: 'An account with this e-mail already exists',
  wrongCredentials: 'Wrong e-mail or password',
} as const;

/** Trimmed and lower-cased, so 'Ann@Example.com ' and 'ann@example.com' are one account. */
export const emailSchema = z
  .string({ error: USER_TEXTS.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: USER_TEXTS.emailInvalid }).max(254, { error: USER_TEXTS.emailInvalid }));

export const newPasswordSchema = z
  .string({ error: USER_TEXTS.passwordRequired })
  .min(1, { error: USER_TEXTS.passwordRequired })
  .min(LIMITS.passwordMinLength, { error: USER_TEXTS.passwordTooShort })
  .max(LIMITS.passwordMaxLength, { error: USER_TEXTS.passwordTooLong });

export const signupRequestSchema = z.object({
  name: withoutControlCharacters(
    z
      .string({ error: USER_TEXTS.nameRequired })
      .trim()
      .min(1, { error: USER_TEXTS.nameRequired })
      .max(LIMITS.userNameMaxLength, { error: USER_TEXTS.nameTooLong }),
  ),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Any length is checked against the hash; the cap only keeps hashing cheap.
  password: z
    .string({ error: USER_TEXTS.passwordRequired })
    .min(1, { error: USER_TEXTS.passwordRequired })
    .max(LIMITS.passwordMaxLength, { error: USER_TEXTS.wrongCredentials }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleLoginRequestSchema = z.object({
  /** The Google ID token (the credential the Google button hands over). */
  token: z
    .string({ error: 'token is required' })
    .min(1, { error: 'token is required' })
    .max(8192, { error: 'token is too long' }),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

export const facebookLoginRequestSchema = z.object({
  accessToken: z
    .string({ error: 'accessToken is required' })
    .min(1, { error: 'accessToken is required' })
    .max(4096, { error: 'accessToken is too long' }),
});
export type FacebookLoginRequest = z.infer<typeof facebookLoginRequestSchema>;

/** The sign-in answer: the user (with the effective role) and the session token. */
export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
