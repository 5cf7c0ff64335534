/** The change a run validates, when its event names one: a pull request, or a push's commits. */
export interface ChangeUnderReview {
  kind: 'pull-request' | 'push';
  /** The pull request's number. */
  number?: number | undefined;
  /** The pull request's head, or the pushed commit. */
  headSha: string;
  /** The pull request's base, or the commit before the push. */
  baseSha: string;
}

export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

const NO_COMMIT = /^0+$/;

/** The change from the event payload; undefined for events that name none (schedule, dispatch, a new branch). */
export function changeUnderReview(eventName: string, payload: unknown): ChangeUnderReview | undefined {
  const json = (payload ?? {}) as {
    number?: unknown;
    before?: unknown;
    after?: unknown;
    pull_request?: { number?: unknown; head?: { sha?: unknown }; base?: { sha?: unknown } };
  };
  if (PULL_REQUEST_EVENTS.includes(eventName)) {
    const headSha = json.pull_request?.head?.sha;
    const baseSha = json.pull_request?.base?.sha;
    if (typeof headSha !== 'string' || typeof baseSha !== 'string') return undefined;
    const number = json.pull_request?.number ?? json.number;
    return {
      kind: 'pull-request',
      number: typeof number === 'number' ? number : undefined,
      headSha,
      baseSha,
    };
  }
  if (eventName === 'push') {
    const { before, after } = json;
    if (typeof before !== 'string' || typeof after !== 'string' || NO_COMMIT.test(before)) return undefined;
    return { kind: 'push', headSha: after, baseSha: before };
  }
  return undefined;
}
