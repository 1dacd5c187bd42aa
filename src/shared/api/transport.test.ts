import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkStatus } from '../network';
import { SERVICE_ANSWER_HEADER } from '../contracts/platform';
import {
  ApiError,
  ERROR_CODES,
  ERROR_TEXTS,
  isNetworkFailure,
  isRefusal,
  isTokenRefusal,
} from './errors';
import { send } from './transport';

function answer(status: number, body: string | null, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await send('/x', {});
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  networkStatus.serverReachable = true;
});

describe('send: error mapping of spec section 8', () => {
  it('returns the parsed JSON of a 2xx answer', async () => {
    answer(200, '{"ok":true}', 'application/json; charset=utf-8');
    await expect(send('/x', {})).resolves.toEqual({ ok: true });
  });

  it('returns nothing for 204', async () => {
    answer(204, null);
    await expect(send('/x', {})).resolves.toBeUndefined();
  });

  it('carries the server message of a non-2xx answer', async () => {
    answer(409, '{"message":"Name is taken"}');
    const error = await failure();
    expect(error.code).toBe(ERROR_CODES.not2xx);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Name is taken');
  });

  it('uses the generic not-2xx code and text without a server message', async () => {
    answer(500, 'oops', 'text/plain');
    const error = await failure();
    expect(error.code).toBe('HTTP_RESPONSE_STATUS_NOT_2XX');
    expect(error.message).toBe(
      'An error occured on the server. Try again later or contact us for help.',
    );
  });

  it('uses the unauthorized code for 401', async () => {
    answer(401, '{}');
    const error = await failure();
    expect(error.code).toBe('HTTP_RESPONSE_STATUS_UNAUTHORIZED');
    expect(error.message).toBe('Invalid password/username');
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    answer(200, '<html></html>', 'text/html');
    const error = await failure();
    expect(error.code).toBe('HTTP_RESPONSE_INVALID_CONTENT_TYPE');
    expect(error.message).toBe(ERROR_TEXTS.HTTP_RESPONSE_INVALID_CONTENT_TYPE);
  });

  it('rejects a JSON answer that does not parse', async () => {
    answer(200, '{broken');
    expect((await failure()).code).toBe('HTTP_RESPONSE_INVALID_CONTENT_TYPE');
  });

  it('keeps the OAuth error body of a failed token call', async () => {
    answer(400, '{"error":"invalid_grant","message":"Invalid credentials"}');
    const error = await failure();
    expect(error.body).toEqual({ error: 'invalid_grant', message: 'Invalid credentials' });
  });

  it.each([502, 503, 504])(
    "marks a gateway's %i as unreachable, not as the service's refusal",
    async (status) => {
      answer(status, '{"error":"bad_gateway"}');
      const error = await failure();
      expect(isNetworkFailure(error)).toBe(true);
      expect(isRefusal(error)).toBe(false);
      expect(networkStatus.serverReachable).toBe(false);
    },
  );

  it.each([401, 400, 404, 200])(
    "marks a page that is not JSON (a proxy's or captive portal's %i) as unreachable",
    async (status) => {
      answer(status, '<html><body>Sign in to the Wi-Fi</body></html>', 'text/html');
      const error = await failure();
      expect(isNetworkFailure(error)).toBe(true);
      expect(isRefusal(error)).toBe(false);
      expect(isTokenRefusal(error)).toBe(false);
      expect(error.code).not.toBe(ERROR_CODES.unauthorized);
      expect(networkStatus.serverReachable).toBe(false);
    },
  );

  it("keeps the service's own 503 (its header) as its answer, with its message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            '{"message":"The request took too long to answer. Narrow it and try again."}',
            {
              status: 503,
              headers: { 'Content-Type': 'application/json', [SERVICE_ANSWER_HEADER]: '1' },
            },
          ),
      ),
    );
    const error = await failure();
    expect(isNetworkFailure(error)).toBe(false);
    expect(error.serverMessage).toBe(
      'The request took too long to answer. Narrow it and try again.',
    );
    expect(networkStatus.serverReachable).toBe(true);
  });

  it("keeps the service's own JSON answers as its answers", async () => {
    answer(400, '{"error":"invalid_grant"}');
    const error = await failure();
    expect(isNetworkFailure(error)).toBe(false);
    expect(isTokenRefusal(error)).toBe(true);
    expect(networkStatus.serverReachable).toBe(true);
  });
});
