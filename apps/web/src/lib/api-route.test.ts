import { afterEach, describe, expect, it, vi } from 'vitest';

// The schemas chunk held back, as on a slow phone: the first-paint reads must not wait for it,
// every other call must, and a first-paint answer is still checked once the chunk is here.
let releaseSchemas: () => void = () => undefined;
const schemasArrive = new Promise<void>((resolve) => (releaseSchemas = resolve));
let areSchemasAsked = false;
vi.mock('./api-schemas', async (importOriginal) => {
  areSchemasAsked = true;
  await schemasArrive;
  return importOriginal();
});

const { callApi } = await import('./api');

function answerWith(body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
}

const settled = async <T>(promise: Promise<T>) => Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);

describe('callApi before the schemas chunk has arrived', () => {
  afterEach(() => vi.unstubAllGlobals());

  // First in this file: nothing has asked for the schemas yet.
  it('does not download the schemas for a first-paint read until the visitor starts using the page', async () => {
    answerWith({ email: 'support@fundi.co.ke', phone: '+254 20 386 3400' });
    await callApi('getSupportContact');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(areSchemasAsked).toBe(false);

    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(areSchemasAsked).toBe(true));
  });

  it('hands a first-paint read over at once, checks it when the schemas come, and makes every other call wait for them', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    answerWith({ google: 'yes' });
    const signInOptions = callApi('getSignInOptions');
    expect(await settled(signInOptions)).toBe('settled');
    expect(await signInOptions).toEqual({ google: 'yes' });

    answerWith({ rejected: 1 });
    const notFirstPaint = callApi('getNotificationPreferences');
    expect(await settled(notFirstPaint)).toBe('waiting');

    releaseSchemas();
    await expect(notFirstPaint).rejects.toThrow('Unexpected answer to GET /api/me/notification-preferences');
    // The sign-in options answer was not what the contract says: reported once the schemas came.
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith(expect.objectContaining({ name: 'UnexpectedAnswerError' })));

    // From now on a first-paint read is parsed before it is used.
    answerWith({ google: 'yes' });
    await expect(callApi('getSignInOptions')).rejects.toThrow('Unexpected answer to GET /auth/providers');
  });
});
