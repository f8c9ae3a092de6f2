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
  // Verified e-mail, password reset, change password and delete account (issue 16).
  verificationSent: 'We sent you a link to verify your e-mail address',
  emailVerified: 'Your e-mail address is verified',
  alreadyVerified: 'Your e-mail address is already verified',
  resetRequested:
    'If an account exists for this address, we sent it a link to set a new password. The link works for one hour.',
  passwordReset: 'Your password has been changed',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkUsed: 'This link has already been used. Ask for a new one if you need it.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkValid: 'This link works: choose a new password',
  // The reset page, when its link no longer works (issue 41).
  resetLinkDead: 'This link was used or has expired',
  resetLinkAskAgain: 'Enter the e-mail address of your account and we will send you a new link.',
  wrongPassword: 'Wrong password',
  currentPasswordRequired: 'Please enter your current password',
  noEmail: 'This account has no e-mail address',
  mailOff: 'E-mail is not set up on this server',
  lastAdmin: 'You are the last admin. Make another account admin before deleting this one.',
  accountDeleted: 'Your account has been deleted',
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

/** A link's token as it arrives from the page the link opens (base64url, 43 characters). */
const linkTokenSchema = z
  .string({ error: 'token is required' })
  .min(1, { error: 'token is required' })
  .max(200, { error: USER_TEXTS.linkInvalid });

/** POST /user/verify-email: the token from the verification link. */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /user/password/forgot: where to send a reset link (the answer never says if it exists). */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /user/password/reset: the token from the reset link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /user/password/reset/check: whether the reset link's token still works (it stays unused). */
export const checkResetLinkRequestSchema = z.object({ token: linkTokenSchema });
export type CheckResetLinkRequest = z.infer<typeof checkResetLinkRequestSchema>;

/** POST /user/password: a new password; the current one is needed when the account has one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .max(LIMITS.passwordMaxLength, { error: USER_TEXTS.wrongPassword })
    .optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** DELETE /user/profile: the password confirms it when the account has one. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string()
    .max(LIMITS.passwordMaxLength, { error: USER_TEXTS.wrongPassword })
    .optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
