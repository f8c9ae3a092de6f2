// The one HTTP client: JSON in and out, the session token on every call, a 50 s timeout,
// errors carrying the server's {message}, and requests the server shed (503) sent again when that
// is safe (retry-shed.ts).
import { TIMING } from '@menudex/contract/constants';
import { nextPageUrl } from '@menudex/contract/next-link';
import { browserPageLocale } from './i18n.tsx';
import { readToken } from './local-storage.ts';

export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The write sets a state (like, favorite, the hours) rather than adding something, so sending it
   * twice does what sending it once does: a 503 is sent again as a read is. Decided per endpoint
   * by its fetcher.
   */
  retryWhenShed?: boolean;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/**
 * A page of a listing or search and the cursor of the next (the `after` of the answer's
 * `Link: <…>; rel="next"`, DESIGN 7.6), or null on the last page.
 */
export async function apiPage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ items: T[]; next: string | null }> {
  const { data, headers } = await apiResponse<T[]>(path, options);
  const href = nextPageUrl(headers.get('link'));
  return {
    items: data,
    next: href === null ? null : new URL(href, 'http://localhost').searchParams.get('after'),
  };
}

async function apiResponse<T>(
  path: string,
  options: RequestOptions,
): Promise<{ data: T; headers: Headers }> {
  // The server answers its messages (errors, confirmations) and writes its mails in this language.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': browserPageLocale(),
  };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  // Each send has its own timeout: a wait between sends does not eat into the next one's.
  const sendOnce = async (): Promise<Response> => {
    const timeout = AbortSignal.timeout(TIMING.httpTimeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await fetch(`${API_BASE}/api${path}`, { method, headers, body, signal });
    } catch (err) {
      if (timeout.aborted) throw new ApiError(0, 'The server took too long to answer');
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'Cannot reach the server');
    }
  };
  const retry = method === 'GET' || options.retryWhenShed === true;
  let response = await sendOnce();
  if (retry && response.status === 503) {
    // Loaded once a request was shed, not before: a first visit does not carry it (the public
    // pages' JavaScript budget). The shed answer counts as the first send.
    const { sendRetryingShed } = await import('./retry-shed.ts');
    let shed: Response | null = response;
    const sendAgain = () => {
      const first = shed;
      shed = null;
      return first ? Promise.resolve(first) : sendOnce();
    };
    response = await sendRetryingShed(sendAgain, { retry, signal: options.signal });
  }
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return { data: data as T, headers: response.headers };
}
