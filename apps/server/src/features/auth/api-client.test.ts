import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AuthApi,
  Configuration,
  FetchError,
  RequiredError,
  ResponseError,
  SystemApi,
  csrfMiddleware,
  type Middleware,
} from '@quizwise/api-client';
import { buildTestApp, uniqueEmail } from '../../test/test-app.js';

/** A minimal cookie jar, standing in for the browser: keeps Set-Cookie values and sends them back. */
function cookieJar(): { middleware: Middleware; cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  return {
    cookies,
    middleware: {
      pre({ url, init }) {
        const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        return {
          url,
          init: { ...init, headers: { ...(init.headers as Record<string, string>), cookie: header } },
        };
      },
      post({ response }) {
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, ...rest] = (pair ?? '').split('=');
          const value = rest.join('=');
          if (!name) continue;
          if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name.trim());
          else cookies.set(name.trim(), value);
        }
        return response;
      },
    },
  };
}

describe('the typed client against the running server', () => {
  let app: FastifyInstance;
  let basePath: string;
  beforeAll(async () => {
    app = await buildTestApp();
    basePath = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  function clients() {
    const jar = cookieJar();
    const configuration = new Configuration({
      basePath,
      // The jar must see the csrftoken cookie before the CSRF middleware reads it.
      middleware: [
        jar.middleware,
        csrfMiddleware({ readCookies: () => [...jar.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
      ],
    });
    return { jar, auth: new AuthApi(configuration), system: new SystemApi(configuration) };
  }

  it('signs up, reads me and logs out through the client, with CSRF from the cookie', async () => {
    const { auth, system, jar } = clients();
    await system.health();
    expect(jar.cookies.get('csrftoken')).toBeTruthy();
    const email = uniqueEmail('client');
    const user = await auth.authSignup({ body: { email, password: 'a long enough password' } });
    expect(user).toMatchObject({ email, credits: 10, plan: 'professional_trial' });
    const me = await auth.authMe();
    expect(me.id).toBe(user.id);
    await auth.authLogout();
    const error = await auth.authMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).name).toBe('ResponseError');
    expect((error as ResponseError).message).toBe('Response returned an error code');
    expect((error as ResponseError).response.status).toBe(403);
  });

  it('throws ResponseError carrying the DRF body for a 400', async () => {
    const { auth, system } = clients();
    await system.health();
    const error = (await auth
      .authSignup({ body: { email: 'nope', password: 'a long enough password' } })
      .catch((e: unknown) => e)) as ResponseError;
    expect(error.response.status).toBe(400);
    expect(await error.response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('throws RequiredError naming the parameter and method for a missing body', async () => {
    const { auth } = clients();
    const error = await auth.authSignup({ body: undefined as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as RequiredError).message).toBe(
      'Required parameter "body" was null or undefined when calling authSignup().',
    );
  });

  it('throws FetchError when the server cannot be reached', async () => {
    const auth = new AuthApi(new Configuration({ basePath: 'http://127.0.0.1:9' }));
    const error = await auth.authMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(
      'The request failed and the interceptors did not return an alternative response',
    );
  });

  it('authenticates with HTTP Basic from the configuration', async () => {
    const { auth, system } = clients();
    await system.health();
    const email = uniqueEmail('basic');
    await auth.authSignup({ body: { email, password: 'a long enough password' } });
    const basic = new AuthApi(
      new Configuration({ basePath, username: email, password: 'a long enough password' }),
    );
    expect((await basic.authMe()).email).toBe(email);
  });
});
