import { ConfigurationError } from '../core/errors.js';
import type { RetryAfterForm } from './options.js';
import { RETRY_AFTER_FORMS } from './options.js';

/** Operations a fault can target; `*` is any of them. */
export const FAULT_OPERATIONS = [
  'preview',
  'deploy',
  'status',
  'export-start',
  'export-get',
  'bundle',
  'download',
] as const;
export type EmulatedOperation = (typeof FAULT_OPERATIONS)[number];
export type FaultOperation = EmulatedOperation | '*';

export type FaultKind =
  /** Answer this status with a JSON `{error}` body (XML on downloads) without processing. */
  | { kind: 'status'; status: number }
  /** Answer 429 without processing; the retry hint uses `retryAfter` or the emulator's form. */
  | { kind: '429'; retryAfter?: RetryAfterForm; retryAfterMs?: number }
  /** Destroy the socket before reading the body: the operation does not take effect. */
  | { kind: 'reset-before' }
  /** Process the operation, then destroy the socket without answering. */
  | { kind: 'reset-after' }
  /**
   * Answer normally, announcing keep-alive, then close the connection `lingerMs` REAL ms later
   * (default 50). A request that arrives on it in between is processed but never answered: a proxy
   * that closes each connection after one answer yet still forwards what it read. Use `*inf`.
   */
  | { kind: 'close-after-answer'; lingerMs?: number }
  /** Answer normally after a REAL delay. */
  | { kind: 'slow'; delayMs: number }
  /** Process the operation, answer its status with a body that is not JSON. */
  | { kind: 'malformed-json' }
  /** Process the operation, answer its status with valid JSON lacking the documented fields. */
  | { kind: 'wrong-shape' }
  /** Answer 502 with an HTML page, like a proxy in front of the service. */
  | { kind: 'html-error' }
  /** Download: announce the full Content-Length, close the connection after `bytes` bytes. */
  | { kind: 'truncate'; bytes: number }
  /**
   * Download: answer 302 with a relative Location to the same object under /storage/redirected/
   * (a request already there is served).
   */
  | { kind: 'redirect' }
  /** Download: answer 403 "Request has expired" at once. */
  | { kind: 'expire' }
  /** Download (or the bundle operation, for the link it issues): bytes that are not a valid archive. */
  | { kind: 'corrupt' }
  /** Bundle operation: report a `sizeBytes` different from the real size. */
  | { kind: 'wrong-size' }
  /** Download (or the bundle operation): an archive with `../evil.txt`, `/etc/x` and an outside symlink. */
  | { kind: 'traversal' };

export type FaultRule = FaultKind & {
  /** Default `*`; kinds that only make sense for some operations only match those. */
  operation?: FaultOperation;
  /** How many times the rule fires. Default 1; `Infinity` allowed. */
  times?: number;
  /** Let the first `after` matching requests through. Default 0. */
  after?: number;
};

/** Operations each kind applies to; undefined = every operation. */
const APPLIES_TO: Partial<Record<FaultKind['kind'], readonly EmulatedOperation[]>> = {
  'malformed-json': FAULT_OPERATIONS.filter((op) => op !== 'download'),
  'wrong-shape': FAULT_OPERATIONS.filter((op) => op !== 'download'),
  truncate: ['download'],
  expire: ['download'],
  redirect: ['download'],
  corrupt: ['download', 'bundle'],
  traversal: ['download', 'bundle'],
  'wrong-size': ['bundle'],
};

export function faultApplies(rule: FaultRule, operation: EmulatedOperation): boolean {
  const target = rule.operation ?? '*';
  if (target !== '*' && target !== operation) return false;
  return APPLIES_TO[rule.kind]?.includes(operation) ?? true;
}

export interface FaultState {
  rule: FaultRule;
  /** Requests the rule matched so far (including those let through by `after`). */
  matched: number;
  fired: number;
}

/** The active rules, in order. The first rule that is due fires; every matching rule counts the request. */
export class FaultBook {
  private readonly states: FaultState[] = [];

  add(rule: FaultRule): void {
    validateRule(rule);
    this.states.push({ rule: { ...rule }, matched: 0, fired: 0 });
  }

  clear(): void {
    this.states.length = 0;
  }

  take(operation: EmulatedOperation): FaultKind | undefined {
    let chosen: FaultState | undefined;
    for (const state of this.states) {
      if (!faultApplies(state.rule, operation)) continue;
      state.matched += 1;
      const due = state.matched > (state.rule.after ?? 0) && state.fired < (state.rule.times ?? 1);
      if (due && !chosen) chosen = state;
    }
    if (!chosen) return undefined;
    chosen.fired += 1;
    return chosen.rule;
  }

  snapshot(): FaultState[] {
    return this.states.map((s) => ({ ...s, rule: { ...s.rule } }));
  }
}

export function describeFault(fault: FaultKind): string {
  switch (fault.kind) {
    case 'status':
      return String(fault.status);
    case '429':
      return fault.retryAfter ? `429:${fault.retryAfter}` : '429';
    case 'slow':
      return `slow:${fault.delayMs}`;
    case 'truncate':
      return `truncate:${fault.bytes}`;
    case 'close-after-answer':
      return fault.lingerMs === undefined ? fault.kind : `${fault.kind}:${fault.lingerMs}`;
    default:
      return fault.kind;
  }
}

function validateRule(rule: FaultRule): void {
  const times = rule.times ?? 1;
  if (!(times === Infinity || (Number.isInteger(times) && times >= 1))) {
    throw new RangeError(`fault times must be an integer >= 1 or Infinity (got ${times})`);
  }
  const after = rule.after ?? 0;
  if (!Number.isInteger(after) || after < 0) throw new RangeError(`fault after must be an integer >= 0`);
  const operation = rule.operation ?? '*';
  if (operation !== '*' && !FAULT_OPERATIONS.includes(operation)) {
    throw new RangeError(`unknown fault operation "${String(operation)}"`);
  }
  if (
    rule.kind === 'status' &&
    !(Number.isInteger(rule.status) && rule.status >= 400 && rule.status <= 599)
  ) {
    throw new RangeError(`status fault needs a status 400-599 (got ${rule.status})`);
  }
  if (rule.kind === 'slow' && !(rule.delayMs >= 0)) throw new RangeError('slow fault needs delayMs >= 0');
  if (rule.kind === 'close-after-answer' && !(rule.lingerMs === undefined || rule.lingerMs >= 0)) {
    throw new RangeError('close-after-answer fault needs lingerMs >= 0');
  }
  if (rule.kind === 'truncate' && !(Number.isInteger(rule.bytes) && rule.bytes >= 0)) {
    throw new RangeError('truncate fault needs an integer bytes >= 0');
  }
}

const RETRY_FORMS = RETRY_AFTER_FORMS;
const SIMPLE_KINDS = [
  'reset-before',
  'reset-after',
  'malformed-json',
  'wrong-shape',
  'html-error',
  'expire',
  'redirect',
  'corrupt',
  'wrong-size',
  'traversal',
] as const;

/**
 * Parses the CLI's `--fault` text: `KIND[@OPERATION][*COUNT][+AFTER]`.
 *
 * KIND:       a status 400-599 (`503`, also `status:503`), `429[:FORM[:SECONDS]]` with FORM one of
 *             seconds | http-date | none | reset, `slow:MS`, `truncate:BYTES`,
 *             `close-after-answer[:MS]` (MS: real ms the connection lingers), or one of reset-before,
 *             reset-after, malformed-json, wrong-shape, html-error, expire, redirect, corrupt, wrong-size,
 *             traversal.
 * OPERATION:  preview | deploy | status | export-start | export-get | bundle | download | * (default *).
 * COUNT:      times the fault fires, an integer >= 1 or `inf` (default 1).
 * AFTER:      matching requests let through before the first firing (default 0).
 *
 * Examples: `503@preview*2`, `429:http-date@deploy`, `reset-after@export-start`, `truncate:1000@download+1`,
 * `slow:2500@status*inf`, `close-after-answer*inf`.
 */
export function parseFaultSpec(text: string): FaultRule {
  const spec = text.trim();
  const match = /^([a-z0-9:-]+)(?:@(\*|[a-z-]+))?(?:\*(\d+|inf|infinity))?(?:\+(\d+))?$/i.exec(spec);
  const fail = (why: string): never => {
    throw new ConfigurationError(
      `Invalid fault "${text}": ${why}. Expected KIND[@OPERATION][*COUNT][+AFTER], for example 503@preview*2.`,
    );
  };
  if (!match) return fail('it does not match the syntax');
  const [, kindText = '', operationText, countText, afterText] = match;
  const operation = (operationText ?? '*').toLowerCase();
  if (operation !== '*' && !(FAULT_OPERATIONS as readonly string[]).includes(operation)) {
    fail(`unknown operation "${operation}" (known: ${FAULT_OPERATIONS.join(', ')}, *)`);
  }
  const count = countText ? (/^inf/i.test(countText) ? Infinity : Number(countText)) : 1;
  if (count < 1) fail('COUNT must be at least 1');
  const rule = {
    ...parseKind(kindText.toLowerCase(), fail),
    operation: operation as FaultOperation,
    times: count,
    after: afterText ? Number(afterText) : 0,
  } as FaultRule;
  return rule;
}

function parseKind(text: string, fail: (why: string) => never): FaultKind {
  const [head = '', ...args] = text.split(':');
  const statusText = head === 'status' ? args.shift() : head;
  if (statusText !== undefined && /^\d{3}$/.test(statusText)) {
    const status = Number(statusText);
    if (status < 400 || status > 599) fail(`status ${status} is not an error status (400-599)`);
    if (status !== 429) {
      if (args.length > 0) fail(`status ${status} takes no argument`);
      return { kind: 'status', status };
    }
    const [form, seconds] = args;
    if (form !== undefined && !(RETRY_FORMS as readonly string[]).includes(form)) {
      fail(`unknown retry hint "${form}" (known: ${RETRY_FORMS.join(', ')})`);
    }
    if (seconds !== undefined && !/^\d+(\.\d+)?$/.test(seconds))
      fail(`"${seconds}" is not a number of seconds`);
    return {
      kind: '429',
      ...(form ? { retryAfter: form as RetryAfterForm } : {}),
      ...(seconds ? { retryAfterMs: Number(seconds) * 1000 } : {}),
    };
  }
  if (head === 'slow' || head === 'truncate') {
    const value = args[0];
    if (args.length !== 1 || value === undefined || !/^\d+$/.test(value)) {
      fail(`${head} needs a whole number, as in ${head}:${head === 'slow' ? '2000' : '1024'}`);
    }
    return head === 'slow'
      ? { kind: 'slow', delayMs: Number(value) }
      : { kind: 'truncate', bytes: Number(value) };
  }
  if (head === 'close-after-answer') {
    const [value, ...more] = args;
    if (more.length > 0 || (value !== undefined && !/^\d+$/.test(value))) {
      fail('close-after-answer takes at most a whole number of ms, as in close-after-answer:50');
    }
    return value === undefined ? { kind: head } : { kind: head, lingerMs: Number(value) };
  }
  if ((SIMPLE_KINDS as readonly string[]).includes(head)) {
    if (args.length > 0) fail(`${head} takes no argument`);
    return { kind: head as (typeof SIMPLE_KINDS)[number] };
  }
  return fail(
    `unknown kind "${text}" (known: a status such as 503, 429[:FORM], slow:MS, truncate:BYTES, close-after-answer[:MS], ${SIMPLE_KINDS.join(', ')})`,
  );
}
