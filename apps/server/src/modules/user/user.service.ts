// Account logic: e-mail sign-up and sign-in, Google and Facebook sign-in (taking over an unverified
// squatter, linking a verified account), e-mail verification, password reset and change, deleting
// an account, and the caller's profile.
import { LIMITS } from '@menudex/contract/constants';
import type { Item, Profile, User } from '@menudex/contract/entities';
import type { Locale } from '@menudex/contract/i18n/locales';
import {
  USER_TEXTS,
  type AuthResponse,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type LoginRequest,
  type MessageResponse,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@menudex/contract/user';
import type { AppContext } from '../../app-context.ts';
import {
  badRequest,
  conflict,
  forbidden,
  gone,
  notFound,
  unauthorized,
} from '../../lib/http-errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { effectiveRole, type Actor } from '../../plugins/auth.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import {
  businessesRepository,
  toBusinessSummary,
  type BusinessRecord,
} from '../businesses/businesses.repository.ts';
import { itemsRepository, toItem } from '../items/items.repository.ts';
import {
  RESET_LINK_MINUTES,
  VERIFY_LINK_HOURS,
  resetMail,
  resetPasswordLink,
  verificationMail,
  verifyEmailLink,
} from './account-mail.ts';
import {
  accountTokensRepository,
  hashLinkToken,
  newLinkToken,
  type ConsumeResult,
  type TokenPurpose,
} from './account-tokens.repository.ts';
import type { FacebookVerifier } from './facebook-verifier.ts';
import type { GoogleVerifier } from './google-verifier.ts';
import {
  UniqueViolation,
  userRepository,
  type ProviderColumn,
  type UserRecord,
} from './user.repository.ts';

/**
 * A password-reset request answers no sooner than this, whether or not the address has an account,
 * so the time taken says nothing either (the mail itself goes out after the answer).
 */
export const FORGOT_ANSWER_MS = 300;
/** Reset mails one account gets per hour, whoever asks: more requests answer the same, silently. */
export const RESET_MAILS_PER_HOUR = 3;

const LINK_FAILURES: Record<Exclude<ConsumeResult, { ok: true }>['reason'], string> = {
  unknown: USER_TEXTS.linkInvalid,
  used: USER_TEXTS.linkUsed,
  expired: USER_TEXTS.linkExpired,
};

// Unknown e-mails are checked against this hash too, so the answer takes as long as for a known one.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword('menudex-timing-dummy-password'));

export type UserServiceDeps = {
  google: GoogleVerifier;
  facebook: FacebookVerifier;
  /** Where a mail that could not be sent is reported (mails go out after the answer). */
  logError: (err: unknown, message: string) => void;
};

export function userService(ctx: AppContext, deps: UserServiceDeps) {
  const repo = userRepository(ctx.db);
  const tokens = accountTokensRepository(ctx.db);
  const mailOn = () => ctx.mailer.mode !== 'off';

  /** Sends after the answer: a slow or failing mail server neither delays nor fails the request. */
  function sendLater(mail: Mail): void {
    ctx.mailer.send(mail).catch((err: unknown) => deps.logError(err, 'could not send a mail'));
  }

  /** Stores a new link of this purpose for the account's address and mails it (after the answer). */
  async function mailLink(
    link: { userId: string; email: string; purpose: TokenPurpose; lifetimeMs: number; now: Date },
    mail: (token: string) => Mail,
  ): Promise<void> {
    const { token, hash } = newLinkToken();
    await tokens.create({
      userId: link.userId,
      purpose: link.purpose,
      hash,
      email: link.email,
      now: link.now,
      expiresAt: new Date(link.now.getTime() + link.lifetimeMs),
    });
    sendLater(mail(token));
  }

  /**
   * The account a mailed link was for: the token is used up (single use, until it expires), and
   * the account must still have the address the link was sent to.
   */
  async function openLink(
    purpose: TokenPurpose,
    token: string,
    now: Date,
  ): Promise<{ record: UserRecord; email: string }> {
    const result = await tokens.consume(purpose, hashLinkToken(token), now);
    if (!result.ok) throw badRequest(LINK_FAILURES[result.reason]);
    const record = await repo.byId(result.userId);
    if (!record || record.email !== result.email) throw badRequest(USER_TEXTS.linkInvalid);
    return { record, email: result.email };
  }

  async function sendVerification(record: UserRecord, locale: Locale): Promise<void> {
    const { email } = record;
    if (!email || !mailOn()) return;
    const link = {
      userId: record.id,
      email,
      purpose: 'verify-email',
      lifetimeMs: VERIFY_LINK_HOURS * 3600_000,
      now: ctx.clock.now(),
    } as const;
    await mailLink(link, (token) =>
      verificationMail(
        email,
        record.name,
        verifyEmailLink(ctx.mailer.linkBaseUrl, token, locale),
        locale,
      ),
    );
  }

  async function checkPassword(record: UserRecord, password: string | undefined): Promise<void> {
    if (!record.password_hash) return;
    if (!password) throw badRequest(USER_TEXTS.currentPasswordRequired);
    if (!(await verifyPassword(password, record.password_hash))) {
      throw forbidden(USER_TEXTS.wrongPassword);
    }
  }

  function toUser(record: UserRecord): User {
    return {
      _id: record.id,
      name: record.name,
      email: record.email,
      role: effectiveRole(record, ctx.config.adminEmails),
    };
  }

  async function answer(record: UserRecord): Promise<AuthResponse> {
    return {
      user: toUser(record),
      token: await ctx.sessions.sign(record.id, record.session_version),
    };
  }

  /** A sign-up's or sign-in's answer; the account keeps the request's language for later mails. */
  async function signedIn(record: UserRecord, locale: Locale): Promise<AuthResponse> {
    await repo.setLocale(record.id, locale);
    return answer(record);
  }

  /**
   * The account behind a provider identity (whose e-mail the provider verified): found by the
   * provider's id, else by e-mail, else created. An account found by e-mail whose address nobody
   * verified and that has a password may be a squatter's (anyone can sign up with any address): the
   * provider's word wins, the account is taken over (password dropped, sessions ended). An account
   * whose address is verified, or that has no password, is linked to the provider.
   */
  async function providerAccount(
    column: ProviderColumn,
    providerId: string,
    identity: { email: string | null; name: string | null },
    fallbackName: string,
  ): Promise<UserRecord> {
    const known = await repo.byProvider(column, providerId);
    if (known) return known;
    if (identity.email) {
      const sameEmail = await repo.byEmail(identity.email);
      if (sameEmail) {
        const now = ctx.clock.now();
        if (
          sameEmail[column] === null &&
          sameEmail.email_verified_at === null &&
          sameEmail.password_hash !== null
        ) {
          const taken = await repo.takeOver(sameEmail.id, column, providerId, now);
          if (taken) {
            // Links mailed before (a reset the squatter asked for) must not work either.
            await tokens.revokeAll(taken.id, now);
            return taken;
          }
          // Verified meanwhile: link below.
        }
        if (await repo.linkProvider(sameEmail.id, column, providerId)) {
          await repo.markVerifiedByProvider(sameEmail.id, now);
          const linked = await repo.byId(sameEmail.id);
          if (linked) return linked;
        }
        throw conflict(`${USER_TEXTS.emailTaken}.`);
      }
    }
    const name = (identity.name ?? identity.email?.split('@')[0] ?? fallbackName).slice(
      0,
      LIMITS.userNameMaxLength,
    );
    try {
      return await repo.create({
        name,
        email: identity.email,
        email_verified_at: identity.email ? ctx.clock.now() : null,
        [column]: providerId,
      });
    } catch (err) {
      if (!(err instanceof UniqueViolation)) throw err;
      // Two first sign-ins at once: the other request created the account.
      const created = await repo.byProvider(column, providerId);
      if (created) return created;
      throw conflict(`${USER_TEXTS.emailTaken}.`);
    }
  }

  return {
    async signup(body: SignupRequest, locale: Locale = 'en'): Promise<AuthResponse> {
      if (await repo.byEmail(body.email)) throw conflict(USER_TEXTS.emailTaken);
      const passwordHash = await hashPassword(body.password);
      let record: UserRecord;
      try {
        record = await repo.create({
          name: body.name,
          email: body.email,
          password_hash: passwordHash,
        });
      } catch (err) {
        if (err instanceof UniqueViolation) throw conflict(USER_TEXTS.emailTaken);
        throw err;
      }
      await sendVerification(record, locale);
      return signedIn(record, locale);
    },

    /** Sends the signed-in user a new verification link. */
    async resendVerification(actor: Actor, locale: Locale = 'en'): Promise<MessageResponse> {
      if (!mailOn()) throw notFound(USER_TEXTS.mailOff);
      const record = await repo.byId(actor.id);
      if (!record) throw unauthorized();
      if (!record.email) throw badRequest(USER_TEXTS.noEmail);
      if (record.email_verified_at) throw conflict(USER_TEXTS.alreadyVerified);
      await sendVerification(record, locale);
      return { message: USER_TEXTS.verificationSent };
    },

    /** The verification link's token: single use, until it expires, for the address it was sent to. */
    async verifyEmail(token: string): Promise<MessageResponse> {
      const now = ctx.clock.now();
      const { record, email } = await openLink('verify-email', token, now);
      await repo.markVerified(record.id, email, now);
      return { message: USER_TEXTS.emailVerified };
    },

    /**
     * Mails a reset link if the address has an account. The answer, and the time it takes, are the
     * same either way; the mail goes out after the answer.
     */
    async forgotPassword(email: string, locale: Locale = 'en'): Promise<MessageResponse> {
      if (!mailOn()) throw notFound(USER_TEXTS.mailOff);
      const started = performance.now();
      try {
        const record = await repo.byEmail(email);
        const now = ctx.clock.now();
        if (
          record?.email &&
          (await tokens.countSince(
            record.id,
            'reset-password',
            new Date(now.getTime() - 3600_000),
          )) < RESET_MAILS_PER_HOUR
        ) {
          const address = record.email;
          const link = {
            userId: record.id,
            email: address,
            purpose: 'reset-password',
            lifetimeMs: RESET_LINK_MINUTES * 60_000,
            now,
          } as const;
          await mailLink(link, (token) =>
            resetMail(
              address,
              record.name,
              resetPasswordLink(ctx.mailer.linkBaseUrl, token, locale),
              locale,
            ),
          );
        }
      } finally {
        const wait = FORGOT_ANSWER_MS - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return { message: USER_TEXTS.resetRequested };
    },

    /**
     * Whether a reset link still works, without using it up: the page it opens says at once when
     * it was used or has expired (410) or was never ours (400), and offers a new one.
     */
    async checkResetLink(token: string): Promise<MessageResponse> {
      const result = await tokens.peek('reset-password', hashLinkToken(token), ctx.clock.now());
      if (!result.ok) {
        const message = LINK_FAILURES[result.reason];
        throw result.reason === 'unknown' ? badRequest(message) : gone(message);
      }
      const record = await repo.byId(result.userId);
      if (!record || record.email !== result.email) throw badRequest(USER_TEXTS.linkInvalid);
      return { message: USER_TEXTS.linkValid };
    },

    /**
     * Sets the new password from a reset link (single use, one hour). Every session of the account
     * ends, and the address counts as verified: whoever opened the link reads its mail.
     */
    async resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
      const now = ctx.clock.now();
      const { record } = await openLink('reset-password', body.token, now);
      await repo.setPassword(record.id, await hashPassword(body.password), now);
      await tokens.revokeAll(record.id, now, 'reset-password');
      return { message: USER_TEXTS.passwordReset };
    },

    /** A new password from /profile: other sessions end, this one gets a new token. */
    async changePassword(actor: Actor, body: ChangePasswordRequest): Promise<AuthResponse> {
      const record = await repo.byId(actor.id);
      if (!record) throw unauthorized();
      await checkPassword(record, body.currentPassword);
      const updated = await repo.setPassword(record.id, await hashPassword(body.newPassword), null);
      if (!updated) throw unauthorized();
      await tokens.revokeAll(record.id, ctx.clock.now(), 'reset-password');
      return answer(updated);
    },

    /** Deletes the caller's account, its votes and favorites (counters follow); never the last admin. */
    async deleteAccount(actor: Actor, body: DeleteAccountRequest): Promise<MessageResponse> {
      const record = await repo.byId(actor.id);
      if (!record) throw unauthorized();
      await checkPassword(record, body.password);
      const result = await repo.deleteAccount(record.id, ctx.config.adminEmails);
      if (result === 'last-admin') throw conflict(USER_TEXTS.lastAdmin);
      if (result === 'not-found') throw unauthorized();
      return { message: USER_TEXTS.accountDeleted };
    },

    async login(body: LoginRequest, locale: Locale = 'en'): Promise<AuthResponse> {
      const user = await repo.byEmail(body.email);
      if (!user?.password_hash) {
        await verifyPassword(body.password, await timingDummy());
        throw unauthorized(USER_TEXTS.wrongCredentials);
      }
      if (!(await verifyPassword(body.password, user.password_hash))) {
        throw unauthorized(USER_TEXTS.wrongCredentials);
      }
      // A hash from before the current cost: the password is at hand only now, so it is hashed
      // again and stored. Failing to store it does not fail the sign-in; the next one tries again.
      if (needsRehash(user.password_hash)) {
        try {
          await repo.replacePasswordHash(
            user.id,
            user.password_hash,
            await hashPassword(body.password),
          );
        } catch (err) {
          deps.logError(err, 'storing a rehashed password failed');
        }
      }
      return signedIn(user, locale);
    },

    async loginWithGoogle(idToken: string, locale: Locale = 'en'): Promise<AuthResponse> {
      const identity = await deps.google.verify(idToken);
      return signedIn(
        await providerAccount('google_sub', identity.sub, identity, 'Google user'),
        locale,
      );
    },

    async loginWithFacebook(accessToken: string, locale: Locale = 'en'): Promise<AuthResponse> {
      const identity = await deps.facebook.verify(accessToken);
      return signedIn(
        await providerAccount('facebook_id', identity.id, identity, 'Facebook user'),
        locale,
      );
    },

    /** What the profile screen shows: role, votes, favorites and the businesses the caller runs. */
    async profile(access: Access & { actor: Actor }, lang?: Locale): Promise<Profile> {
      const { actor } = access;
      const [record, liked, disliked, favoriteIds, ownedIds] = await Promise.all([
        repo.byId(actor.id),
        repo.likedItemIds(actor.id),
        repo.dislikedItemIds(actor.id),
        repo.favoriteBusinessIds(actor.id),
        repo.ownedBusinessIds(actor.id),
      ]);
      const items = itemsRepository(ctx.db);
      const businesses = businessesRepository(ctx.db);
      const [itemRecords, businessRecords] = await Promise.all([
        items.byIds(liked),
        businesses.byIds([...new Set([...favoriteIds, ...ownedIds])]),
      ]);
      const itemById = new Map(itemRecords.map((r) => [r.id, r]));
      const businessById = new Map(businessRecords.map((r) => [r.id, r]));
      const likedItems: Item[] = liked.flatMap((id) => {
        const r = itemById.get(id);
        return r
          ? [toItem(r, canEditBusiness(access, r.business_id), true, ctx.clock.now(), lang)]
          : [];
      });
      const summaries = (ids: string[]) =>
        ids
          .map((id) => businessById.get(id))
          .filter((r): r is BusinessRecord => r !== undefined)
          .map((r) =>
            toBusinessSummary(
              r,
              canEditBusiness(access, r.id),
              ctx.clock.now(),
              ctx.config.staleAfterDays,
              ctx.config.place,
              lang,
            ),
          );
      return {
        _id: actor.id,
        name: actor.name,
        email: actor.email,
        role: actor.role,
        emailVerified: Boolean(record?.email_verified_at),
        hasPassword: Boolean(record?.password_hash),
        likedItems,
        dislikedItems: disliked.map((id) => ({ _id: id })),
        favorites: summaries(favoriteIds),
        businessesOwn: summaries(ownedIds),
      };
    },
  };
}
