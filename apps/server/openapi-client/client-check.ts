// Compiled by `npm run openapi:check` against types that openapi-typescript generates from the
// API's OpenAPI document (generated/, not committed). If the document stops describing these
// shapes — a lost $ref, a body that is no longer typed, a renamed field — tsc fails the build.
import type { Business, BusinessSummary, Item, Profile, User } from '@menudex/contract/entities';
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/menudex-api.d.ts';

type Schemas = components['schemas'];
/** Compiles only when A and B are assignable both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(ok: Same<A, B>): Same<A, B> => ok;

// Named components carry the contract's shapes.
same<Schemas['Business'], Business>(true);
same<Schemas['BusinessSummary'], BusinessSummary>(true);
same<Schemas['Item'], Item>(true);
same<Schemas['User'], User>(true);
same<Schemas['Profile'], Profile>(true);
same<Schemas['Error'], { message: string }>(true);

// GET /api/businesses/{id} answers { business } with its lists, and 404 with { message }.
type GetBusiness = paths['/api/businesses/{id}']['get'];
type BusinessOk = GetBusiness['responses'][200]['content']['application/json'];
same<BusinessOk['business']['lists'][number]['items'][number], Item>(true);
same<GetBusiness['responses'][404]['content']['application/json'], Schemas['Error']>(true);
same<GetBusiness['parameters']['path'], { id: string }>(true);

// A typed client: paths, parameters, bodies and answers all come from the document.
export async function usage(baseUrl: string, token: string) {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });

  const { data: signedUp, error: signupError } = await api.POST('/api/user/signup', {
    body: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' },
  });
  if (signupError) return signupError.message satisfies string;
  signedUp.token satisfies string;
  signedUp.user satisfies User;

  const { data: found } = await api.GET('/api/businesses/{id}', {
    params: { path: { id: '00000000-0000-0000-0000-000000000000' } },
  });
  const names: string[] | undefined = found?.business.lists.map((list) => list.name);

  // @ts-expect-error the body needs a password
  await api.POST('/api/user/login', { body: { email: 'ada@example.com' } });

  return names;
}
