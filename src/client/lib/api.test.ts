import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api.ts';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let error: ReturnType<typeof vi.spyOn>;
let debug: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest logging (issue 10)', () => {
  it("does not log a signed-out visitor's 401 or another expected 4xx as an error", async () => {
    for (const [status, message] of [
      [401, 'Not authenticated'],
      [400, 'Please select a rating'],
      [404, 'Product not found'],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer(status, { message })),
      );
      await expect(apiRequest('GET', '/api/user')).rejects.toMatchObject({ status });
    }
    expect(error).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(3);
  });

  it('logs a server failure and a lost connection as errors, and rethrows them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { message: 'Internal Server Error' })),
    );
    await expect(apiRequest('GET', '/api/products')).rejects.toMatchObject({ status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('POST', '/api/cart', { productId: 1 })).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
