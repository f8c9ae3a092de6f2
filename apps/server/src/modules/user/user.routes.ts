// HTTP face of accounts: sign-up, sign-in (e-mail, Google, Facebook) and the caller's profile.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, profileSchema } from '@menudex/contract/entities';
import {
  authResponseSchema,
  facebookLoginRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '@menudex/contract/user';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { createFacebookVerifier } from './facebook-verifier.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import { userService } from './user.service.ts';

const signInErrors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const users = userService(ctx, {
      // One verifier per app, so Google's keys are fetched once and cached.
      google: createGoogleVerifier(ctx.config.google, ctx.clock),
      facebook: createFacebookVerifier(ctx.config.facebook),
    });
    // Per client address: slows password guessing and mass sign-ups.
    const limited = rateLimit(ctx.config.authRateLimit, '1 minute');

    app.post(
      '/user/signup',
      {
        config: limited,
        schema: {
          tags: ['user'],
          body: signupRequestSchema,
          response: { 201: authResponseSchema, ...signInErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await users.signup(request.body)),
    );

    app.post(
      '/user/login',
      {
        config: limited,
        schema: {
          tags: ['user'],
          body: loginRequestSchema,
          response: { 200: authResponseSchema, ...signInErrors },
        },
      },
      async (request) => users.login(request.body),
    );

    app.post(
      '/user/login/google',
      {
        config: limited,
        schema: {
          tags: ['user'],
          body: googleLoginRequestSchema,
          response: {
            200: authResponseSchema,
            ...signInErrors,
            404: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => users.loginWithGoogle(request.body.token),
    );

    app.post(
      '/user/login/facebook',
      {
        config: limited,
        schema: {
          tags: ['user'],
          body: facebookLoginRequestSchema,
          response: {
            200: authResponseSchema,
            ...signInErrors,
            404: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => users.loginWithFacebook(request.body.accessToken),
    );

    app.get(
      '/user/profile',
      { schema: { tags: ['user'], response: { 200: profileSchema, 401: errorSchema } } },
      async (request) => users.profile(await writeAccess(ctx, request)),
    );
  };
