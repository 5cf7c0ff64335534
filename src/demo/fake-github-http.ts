import type { FakeIdentity } from './fake-github.js';

/** What the fake GitHub's route handlers share: the request as a handler sees it, and its answers. */

export interface FakeRouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  user: FakeIdentity;
  origin: string;
  pathname: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route of the fake, before its path template is compiled. */
export interface FakeRouteSpec {
  /** Method and path template, e.g. `PATCH /repos/{owner}/{repo}/issues/{issue_number}`. */
  spec: string;
  /** Accepted permission sets, as GitHub's x-accepted-github-permissions header writes them. */
  permissions: string;
  handle: (ctx: FakeRouteContext) => FakeAnswer;
}

export function notFound(): FakeAnswer {
  return {
    status: 404,
    body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
  };
}

export function validationFailed(message: string, field: string, resource: string): FakeAnswer {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource, code: 'custom', field, message }],
      documentation_url: 'https://docs.github.com/rest',
      status: '422',
    },
  };
}

/** GitHub's page/per_page pagination with a Link header (`next`, `last`, `prev`, `first`). */
export function paginate(list: unknown[], ctx: FakeRouteContext): FakeAnswer {
  const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
  const lastPage = Math.max(1, Math.ceil(list.length / perPage));
  const pageUrl = (n: number) => {
    const q = new URLSearchParams(ctx.query);
    q.set('per_page', String(perPage));
    q.set('page', String(n));
    return `<${ctx.origin}${ctx.pathname}?${q.toString()}>`;
  };
  const links: string[] = [];
  if (page < lastPage) links.push(`${pageUrl(page + 1)}; rel="next"`, `${pageUrl(lastPage)}; rel="last"`);
  if (page > 1) links.push(`${pageUrl(page - 1)}; rel="prev"`, `${pageUrl(1)}; rel="first"`);
  return {
    status: 200,
    body: list.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}
