import { ConfigurationError } from '../core/errors.js';
import { isPresignedUrl, registerSecret } from '../core/secrets.js';
import { splitArgs } from './split-args.js';
import { parseValuesKey } from './values-key.js';

/** `helm upgrade --install` settings, checked: the arguments are split, none carries the bundle link. */
export interface HelmPlan {
  release: string;
  chart: string;
  namespace?: string | undefined;
  /** Extra arguments, already split (e.g. ['--wait', '--atomic']). */
  args: string[];
}

/** Where the bundle link goes: a values file, at a key path, then optionally helm. */
export interface RolloutPlan {
  valuesFile: string;
  /** The static export block's key path, e.g. ['global', 'staticExport']. */
  valuesKey: string[];
  helm?: HelmPlan | undefined;
}

/** The option names as the caller's users know them (action inputs or CLI flags). */
export interface RolloutOptionNames {
  valuesFile: string;
  valuesKey: string;
  release: string;
  chart: string;
  namespace: string;
  args: string;
}

export const ACTION_ROLLOUT_NAMES: RolloutOptionNames = {
  valuesFile: 'input values-file',
  valuesKey: 'input values-key',
  release: 'input helm-release',
  chart: 'input helm-chart',
  namespace: 'input helm-namespace',
  args: 'input helm-args',
};

export const CLI_ROLLOUT_NAMES: RolloutOptionNames = {
  valuesFile: '--values',
  valuesKey: '--values-key',
  release: '--helm-release',
  chart: '--helm-chart',
  namespace: '--helm-namespace',
  args: '--helm-args',
};

export const DEFAULT_VALUES_KEY = 'staticExport';

const SET_FLAGS = /^--set(-string|-file|-json|-literal)?(=|$)/;

/**
 * The rollout settings, checked together before any work: a values key of the right shape, helm with
 * both a release and a chart (and a values file to pass it), arguments helm can take without the URL.
 * Undefined when no values file and no helm option was given.
 */
export function parseRolloutPlan(
  parts: {
    valuesFile?: string | undefined;
    valuesKey?: string | undefined;
    release?: string | undefined;
    chart?: string | undefined;
    namespace?: string | undefined;
    args?: string | undefined;
  },
  names: RolloutOptionNames,
): RolloutPlan | undefined {
  const valuesKey = parseValuesKey(parts.valuesKey ?? DEFAULT_VALUES_KEY, names.valuesKey);
  const helmGiven = [parts.release, parts.chart, parts.namespace, parts.args].some((p) => p !== undefined);
  if (parts.valuesFile === undefined) {
    if (helmGiven) {
      throw new ConfigurationError(
        `${names.valuesFile} is required with the helm options: helm gets the bundle link through the values file (never --set).`,
      );
    }
    return undefined;
  }
  if (!helmGiven) return { valuesFile: parts.valuesFile, valuesKey };
  if (parts.release === undefined || parts.chart === undefined) {
    const missing = parts.release === undefined ? names.release : names.chart;
    throw new ConfigurationError(
      `${missing} is required with the other helm options: helm upgrade --install needs a release and a chart.`,
    );
  }
  assertName(parts.release, names.release, 53);
  if (parts.namespace !== undefined && parts.namespace !== '')
    assertName(parts.namespace, names.namespace, 63);
  assertArgument(parts.chart, names.chart);
  assertArgument(parts.valuesFile, names.valuesFile);
  const helm: HelmPlan = {
    release: parts.release,
    chart: parts.chart,
    namespace: parts.namespace === '' ? undefined : parts.namespace,
    args: parseHelmArgs(parts.args ?? '', names.args),
  };
  return { valuesFile: parts.valuesFile, valuesKey, helm };
}

/** Extra helm arguments: split like a shell would (without one), refusing the bundle link among them. */
export function parseHelmArgs(text: string, what = 'helm-args'): string[] {
  const args = splitArgs(text, what);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const set = SET_FLAGS.exec(arg);
    const value = set ? (set[2] === '=' ? arg.slice(arg.indexOf('=') + 1) : (args[i + 1] ?? '')) : arg;
    if ((set && /bundleurl/i.test(value)) || isPresignedUrl(value)) {
      throw new ConfigurationError(
        `${what}: the bundle URL must not be passed on the helm command line (--set ...bundleUrl=...): ` +
          'it would show in process lists and logs. docs-ci writes it into the values file; remove that argument.',
      );
    }
  }
  return args;
}

/**
 * The bundle link given to a rollout: registered as a secret before anything can print it, and an
 * http(s) URL. Its text never goes into a message (it is a credential).
 */
export function parseBundleUrl(text: string | undefined, what: string): string {
  const url = (text ?? '').trim();
  registerSecret(url);
  if (url === '') {
    throw new ConfigurationError(
      `${what} is empty: give the bundle link, e.g. the export step's bundle-url output in the same job ` +
        '(masked outputs do not cross jobs) or the link `docs-ci bundle JOB_ID` prints.',
    );
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ConfigurationError(`${what}: is not an http(s) URL.`);
  }
  return url;
}

function assertName(value: string, what: string, max: number): void {
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(value) || value.length > max) {
    throw new ConfigurationError(
      `${what}: "${value}" is not a valid name: lowercase letters, digits and "-", starting and ending ` +
        `with a letter or digit, at most ${max} characters.`,
    );
  }
}

function assertArgument(value: string, what: string): void {
  if (value.trim() === '' || value.startsWith('-') || value !== value.trim()) {
    throw new ConfigurationError(
      `${what}: "${value}" is not a usable value (empty, padded, or starting with "-").`,
    );
  }
}
