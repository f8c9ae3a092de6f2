// The app's queries leave a shed read (503) to the API client, which has already sent it again as
// the server's Retry-After said (lib/retry-shed.ts): one place decides, nothing is retried twice over.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from './app.tsx';

describe("the app's queries", () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    count: number,
    error: Error,
  ) => boolean;

  it('do not ask again a 503 the client has already retried, nor a 4xx', () => {
    expect(
      retry(
        0,
        new ApiError(503, 'The server is busy right now; please try again in a few seconds.'),
      ),
    ).toBe(false);
    expect(retry(0, new ApiError(404, 'Not found'))).toBe(false);
  });

  it('ask network failures and other 5xx again twice', () => {
    expect(retry(0, new ApiError(0, 'Cannot reach the server'))).toBe(true);
    expect(retry(1, new ApiError(500, 'Internal Server Error'))).toBe(true);
    expect(retry(2, new ApiError(0, 'Cannot reach the server'))).toBe(false);
  });
});
