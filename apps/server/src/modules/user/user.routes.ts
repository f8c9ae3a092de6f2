// HTTP face of accounts: sign-up, sign-in (e-mail, Google, Facebook), the caller's profile, e-mail
// verification, password reset and change, deleting the account and downloading its data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, profileSchema } from '@menudex/contract/entities';
import { langQuerySchema } from '@menudex/contract/translations';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  checkResetLinkRequestSchema,
  deleteAccountRequestSchema,
  facebookLoginRequestSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '@menudex/contract/user';
import { userExportSchema } from '@menudex/contract/user-export';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireActor } from '../../plugins/auth.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { rateLimit, userRateLimit } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { createFacebookVerifier } from './facebook-verifier.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import { userExportService } from './user-export.service.ts';
import { userService } from './user.service.ts';

const signInErrors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };
const accountErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/**
 * Mails a client can make us send: per client address for reset requests (the answer is the same
 * for every address, so this tells nothing), per user for a new verification link.
 */
export const MAIL_RATE_LIMITS = {
  forgot: { max: 5, timeWindow: '15 minutes' },
  resend: { max: 3, timeWindow: '15 minutes' },
} as const;

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const users = userService(ctx, {
      // One verifier per app, so Google's keys are fetched once and cached.
      google: createGoogleVerifier(ctx.config.google, ctx.clock),
      facebook: createFacebookVerifier(ctx.config.facebook),
      logError: (err, message) => app.log.error({ err }, message),
    });
    // Per client address: slows password guessing and mass sign-ups.
    const limited = rateLimit(ctx.config.authRateLimit, '1 minute');

    app.post(
      '/user/signup',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary:
            'Sign up with a name, an e-mail address and a password: the user and a session token',
          body: signupRequestSchema,
          response: { 201: authResponseSchema, ...signInErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await users.signup(request.body, requestLocale(request))),
    );

    app.post(
      '/user/login',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary: 'Sign in with an e-mail address and a password: the user and a session token',
          body: loginRequestSchema,
          response: { 200: authResponseSchema, ...signInErrors },
        },
      },
      async (request) => users.login(request.body, requestLocale(request)),
    );

    app.post(
      '/user/login/google',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary: 'Sign in with a Google ID token (the account is made at the first sign-in)',
          body: googleLoginRequestSchema,
          response: {
            200: authResponseSchema,
            ...signInErrors,
            404: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => users.loginWithGoogle(request.body.token, requestLocale(request)),
    );

    app.post(
      '/user/login/facebook',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary:
            'Sign in with a Facebook access token (the account is made at the first sign-in)',
          body: facebookLoginRequestSchema,
          response: {
            200: authResponseSchema,
            ...signInErrors,
            404: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => users.loginWithFacebook(request.body.accessToken, requestLocale(request)),
    );

    app.get(
      '/user/profile',
      {
        schema: {
          tags: ['user'],
          summary:
            'The signed-in user: role, liked and disliked items, favorites, businesses owned',
          querystring: langQuerySchema,
          response: { 200: profileSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => users.profile(await writeAccess(ctx, request), request.query.lang),
    );

    const exports = userExportService(ctx);
    app.get(
      '/user/export',
      {
        config: userRateLimit(ctx.config.authRateLimit, '1 minute'),
        schema: {
          tags: ['user'],
          summary: 'Download my data: every record about the signed-in account, as JSON',
          response: { 200: userExportSchema, 401: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const document = await exports.exportOf(await requireActor(request));
        // A file the browser saves, and never kept by a cache on the way.
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="menudex-my-data.json"')
          .send(document);
      },
    );

    app.delete(
      '/user/profile',
      {
        config: userRateLimit(ctx.config.authRateLimit, '1 minute'),
        schema: {
          tags: ['user'],
          summary: 'Delete my account (with my password, when it has one)',
          body: deleteAccountRequestSchema,
          response: { 200: messageResponseSchema, ...accountErrors },
        },
      },
      async (request) => users.deleteAccount(await requireActor(request), request.body),
    );

    app.post(
      '/user/password',
      {
        config: { ...userRateLimit(ctx.config.authRateLimit, '1 minute'), ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary: 'Change my password: other sessions end, and a new session token is answered',
          body: changePasswordRequestSchema,
          response: { 200: authResponseSchema, ...accountErrors },
        },
      },
      async (request) => users.changePassword(await requireActor(request), request.body),
    );

    app.post(
      '/user/password/forgot',
      {
        config: {
          ...rateLimit(MAIL_RATE_LIMITS.forgot.max, MAIL_RATE_LIMITS.forgot.timeWindow),
          ...LEAVES_CATALOGUE,
        },
        schema: {
          tags: ['user'],
          summary: 'Mail a link to set a new password to this address, if it has an account',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...accountErrors },
        },
      },
      async (request) => users.forgotPassword(request.body.email, requestLocale(request)),
    );

    app.post(
      '/user/password/reset',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary: 'Set a new password with the token of a reset link',
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...accountErrors },
        },
      },
      async (request) => users.resetPassword(request.body),
    );

    // The token travels in the body, as the reset's does: a link's token never goes into a URL
    // the server, a proxy or a log would keep (the page has it from the link's #fragment).
    app.post(
      '/user/password/reset/check',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary: 'Whether a password-reset link still works, without using it up',
          body: checkResetLinkRequestSchema,
          response: {
            200: messageResponseSchema,
            400: errorSchema,
            410: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request) => users.checkResetLink(request.body.token),
    );

    app.post(
      '/user/verify-email',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['user'],
          summary: 'Confirm an e-mail address with the token of the verification mail',
          body: verifyEmailRequestSchema,
          response: { 200: messageResponseSchema, ...accountErrors },
        },
      },
      async (request) => users.verifyEmail(request.body.token),
    );

    app.post(
      '/user/verify-email/resend',
      {
        config: {
          ...userRateLimit(MAIL_RATE_LIMITS.resend.max, MAIL_RATE_LIMITS.resend.timeWindow),
          ...LEAVES_CATALOGUE,
        },
        schema: {
          tags: ['user'],
          summary: 'Mail the verification link to my address again',
          response: { 200: messageResponseSchema, ...accountErrors },
        },
      },
      async (request) =>
        users.resendVerification(await requireActor(request), requestLocale(request)),
    );
  };
