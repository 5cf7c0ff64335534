import { loginWall } from '../../../../src/links/live/login-wall.js';
import type { DocumentCheck } from '../../../../src/links/types.js';

const answer = (finalUrl: string | null, code = 200): DocumentCheck => ({
  status: code < 400 ? 'ok' : 'broken',
  code,
  reason: `the server answers ${code}`,
  finalUrl,
  requests: 1,
});

describe('loginWall: decided from where the request ends', () => {
  it('finds the wall of a preview whose address holds a login word (issue 47: branch feature/new-auth)', () => {
    const site = new URL('https://previews.acme.test/acme/feature-new-auth-3f2a/');
    const page = `${site.href}guides/setup`;
    const toLogin = 'https://login.acme.test/login?next=%2Facme%2Ffeature-new-auth-3f2a%2Fguides%2Fsetup';
    expect(loginWall(page, answer(toLogin), site)).toEqual({
      url: page,
      reason: `the site asks for a login (${page} is redirected to https://login.acme.test/login)`,
    });
    // The emulator's form: the branch in the path, the login on the same origin, outside the preview.
    const previews = new URL('http://127.0.0.1:4010/previews/proj/feature-new-auth/');
    expect(
      loginWall(
        `${previews.href}guides/faq`,
        answer('http://127.0.0.1:4010/login?next=%2Fpreviews%2Fproj%2Ffeature-new-auth%2Fguides%2Ffaq'),
        previews,
      )?.reason,
    ).toMatch(/is redirected to http:\/\/127\.0\.0\.1:4010\/login\)$/);
  });

  it('is no wall for a docs page about logging in that answers 200 itself, or a redirect to one', () => {
    const site = new URL('https://docs.acme.test/');
    const login = `${site.href}api-reference/auth/login`;
    expect(loginWall(login, answer(login), site)).toBeUndefined();
    expect(loginWall(login, answer(null), site)).toBeUndefined();
    expect(loginWall(`${site.href}old/sign-in`, answer(login), site)).toBeUndefined();
    // A preview's own pages under an address with a login word: moving within it is no wall.
    const preview = new URL('https://docs.acme.test/previews/proj/feature-sso-login/');
    expect(loginWall(`${preview.href}old`, answer(`${preview.href}guides/setup`), preview)).toBeUndefined();
  });

  it('finds the walls that end on the site: a return parameter, a short login path, 401 or 403', () => {
    const site = new URL('https://docs.acme.test/');
    const page = `${site.href}guides/setup`;
    expect(loginWall(page, answer(`${site.href}account/sign-in?return_to=%2Fguides`), site)).toBeDefined();
    expect(loginWall(page, answer(`${site.href}sso`), site)).toBeDefined();
    expect(loginWall(page, answer(page, 401), site)?.reason).toMatch(/answers 401/);
    expect(loginWall(page, answer(page, 403), site)?.reason).toMatch(/answers 403/);
    // Another site that is no login: not a wall (the page is not read either, live-check says so).
    expect(loginWall(page, answer('https://elsewhere.test/guides/setup'), site)).toBeUndefined();
  });
});
