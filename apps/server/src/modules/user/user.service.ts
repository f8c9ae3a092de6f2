// Account logic: e-mail sign-up and sign-in, Google and Facebook sign-in, and the caller's profile.
import { LIMITS } from '@menudex/contract/constants';
import type { Item, Profile, User } from '@menudex/contract/entities';
import {
  USER_TEXTS,
  type AuthResponse,
  type LoginRequest,
  type SignupRequest,
} from '@menudex/contract/user';
import type { AppContext } from '../../app-context.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { effectiveRole, type Actor } from '../../plugins/auth.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import {
  businessesRepository,
  toBusinessSummary,
  type BusinessRecord,
} from '../businesses/businesses.repository.ts';
import { itemsRepository, toItem } from '../items/items.repository.ts';
import type { FacebookVerifier } from './facebook-verifier.ts';
import type { GoogleVerifier } from './google-verifier.ts';
import {
  UniqueViolation,
  userRepository,
  type ProviderColumn,
  type UserRecord,
} from './user.repository.ts';

export const PROVIDER_EMAIL_TAKEN = `${USER_TEXTS.emailTaken}. Sign in with your e-mail and password.`;

// Unknown e-mails are checked against this hash too, so the answer takes as long as for a known one.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword('menudex-timing-dummy-password'));

export type UserServiceDeps = { google: GoogleVerifier; facebook: FacebookVerifier };

export function userService(ctx: AppContext, deps: UserServiceDeps) {
  const repo = userRepository(ctx.db);

  function toUser(record: UserRecord): User {
    return {
      _id: record.id,
      name: record.name,
      email: record.email,
      role: effectiveRole(record, ctx.config.adminEmails),
    };
  }

  async function answer(record: UserRecord): Promise<AuthResponse> {
    return { user: toUser(record), token: await ctx.sessions.sign(record.id) };
  }

  /**
   * The account behind a provider identity: found by the provider's id, else linked by e-mail, else
   * created. Our e-mail sign-up does not prove who owns an address, so an account with a password is
   * never linked (someone could have registered the address first to take over the real owner's
   * sign-ins); such a clash is a 409 asking to sign in with the password.
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
        if (sameEmail.password_hash !== null) throw conflict(PROVIDER_EMAIL_TAKEN);
        if (await repo.linkProvider(sameEmail.id, column, providerId)) {
          return { ...sameEmail, [column]: providerId };
        }
        throw conflict(`${USER_TEXTS.emailTaken}.`);
      }
    }
    const name = (identity.name ?? identity.email?.split('@')[0] ?? fallbackName).slice(
      0,
      LIMITS.userNameMaxLength,
    );
    try {
      return await repo.create({ name, email: identity.email, [column]: providerId });
    } catch (err) {
      if (!(err instanceof UniqueViolation)) throw err;
      // Two first sign-ins at once: the other request created the account.
      const created = await repo.byProvider(column, providerId);
      if (created) return created;
      throw conflict(`${USER_TEXTS.emailTaken}.`);
    }
  }

  return {
    async signup(body: SignupRequest): Promise<AuthResponse> {
      if (await repo.byEmail(body.email)) throw conflict(USER_TEXTS.emailTaken);
      const passwordHash = await hashPassword(body.password);
      try {
        return await answer(
          await repo.create({ name: body.name, email: body.email, password_hash: passwordHash }),
        );
      } catch (err) {
        if (err instanceof UniqueViolation) throw conflict(USER_TEXTS.emailTaken);
        throw err;
      }
    },

    async login(body: LoginRequest): Promise<AuthResponse> {
      const user = await repo.byEmail(body.email);
      if (!user?.password_hash) {
        await verifyPassword(body.password, await timingDummy());
        throw unauthorized(USER_TEXTS.wrongCredentials);
      }
      if (!(await verifyPassword(body.password, user.password_hash))) {
        throw unauthorized(USER_TEXTS.wrongCredentials);
      }
      return answer(user);
    },

    async loginWithGoogle(idToken: string): Promise<AuthResponse> {
      const identity = await deps.google.verify(idToken);
      return answer(await providerAccount('google_sub', identity.sub, identity, 'Google user'));
    },

    async loginWithFacebook(accessToken: string): Promise<AuthResponse> {
      const identity = await deps.facebook.verify(accessToken);
      return answer(await providerAccount('facebook_id', identity.id, identity, 'Facebook user'));
    },

    /** What the profile screen shows: role, votes, favorites and the businesses the caller runs. */
    async profile(access: Access & { actor: Actor }): Promise<Profile> {
      const { actor } = access;
      const [liked, disliked, favoriteIds, ownedIds] = await Promise.all([
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
        return r ? [toItem(r, canEditBusiness(access, r.business_id), true)] : [];
      });
      const summaries = (ids: string[]) =>
        ids
          .map((id) => businessById.get(id))
          .filter((r): r is BusinessRecord => r !== undefined)
          .map((r) => toBusinessSummary(r, canEditBusiness(access, r.id)));
      return {
        _id: actor.id,
        name: actor.name,
        email: actor.email,
        role: actor.role,
        likedItems,
        dislikedItems: disliked.map((id) => ({ _id: id })),
        favorites: summaries(favoriteIds),
        businessesOwn: summaries(ownedIds),
      };
    },
  };
}
