import { aFinding, reportOf } from '../../../support/findings.js';
import { markIntroduced } from '../../../../src/validate/compare/introduced.js';
import { readBaseline } from '../../../../src/validate/compare/baseline.js';
import { shouldFail } from '../../../../src/validate/fail-on.js';
import type { Finding } from '../../../../src/validate/index.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const finding = (over: Partial<Finding> = {}) => aFinding({ file: 'index.mdx', line: 5, ...over });
const report = reportOf;

describe('markIntroduced', () => {
  it('matches by rule, file and subject, never by line or column', () => {
    const head = report([finding({ line: 40, column: 9 })]);
    const marked = markIntroduced(head, [finding()], { base: 'commit abc' });
    expect(marked.warnings[0]?.new).toBe(false);
    expect(marked.comparison).toEqual({ base: 'commit abc', newErrors: 0, newWarnings: 0 });
  });

  it('a different subject, rule or file is new', () => {
    const head = report([
      finding({ message: '"/other" points to no page' }),
      finding({ rule: 'snippet-not-found', severity: 'error' }),
      finding({ file: 'guide.mdx' }),
    ]);
    const marked = markIntroduced(head, [finding()], { base: 'b' });
    expect([...marked.errors, ...marked.warnings].map((f) => f.new)).toEqual([true, true, true]);
    expect(marked.comparison).toMatchObject({ newErrors: 1, newWarnings: 2 });
  });

  it('a missing anchor is the same finding whatever anchors its page suggests', () => {
    const missing = (fragment: string, hint: string) =>
      finding({
        rule: 'link-anchor-missing',
        message: `#${fragment}: no heading with that id on /quickstart ${hint}`,
      });
    const marked = markIntroduced(
      report([missing('instal', '(did you mean #install?)'), missing('setup', '(it has #a, #b)')]),
      [missing('instal', '(it has #installation, #usage)'), missing('other', '(it has #a, #b)')],
      { base: 'b' },
    );
    expect(marked.warnings.map((f) => f.new)).toEqual([false, true]);
  });

  it('positions quoted inside a message do not make it new', () => {
    const at = (where: string) =>
      finding({
        rule: 'openapi-syntax',
        severity: 'error',
        message: `spec.json:${where} is not valid JSON: x`,
      });
    const marked = markIntroduced(report([at('40:2')]), [at('12:7')], { base: 'b' });
    expect(marked.errors[0]?.new).toBe(false);
  });

  it('a renamed file keeps its findings; the base path alone does not match', () => {
    const head = report([finding({ file: 'guides/guide.mdx' })]);
    const base = [finding({ file: 'guide.mdx' })];
    expect(markIntroduced(head, base, { base: 'b' }).warnings[0]?.new).toBe(true);
    const renames = new Map([['guide.mdx', 'guides/guide.mdx']]);
    expect(markIntroduced(head, base, { base: 'b', renames }).warnings[0]?.new).toBe(false);
  });

  it('counts: one more of the same finding is one new finding, the later one', () => {
    const head = report([finding({ line: 3 }), finding({ line: 9 }), finding({ line: 20 })]);
    const marked = markIntroduced(head, [finding(), finding()], { base: 'b' });
    expect(marked.warnings.map((f) => f.new)).toEqual([false, false, true]);
  });

  it('a base finding whose file is gone matches nothing and is not reported', () => {
    const marked = markIntroduced(report([]), [finding({ file: 'deleted.mdx' })], { base: 'b' });
    expect(marked.errors).toEqual([]);
    expect(marked.warnings).toEqual([]);
    expect(marked.comparison).toMatchObject({ newErrors: 0, newWarnings: 0 });
  });
});

describe('shouldFail by scope', () => {
  const old = finding({ severity: 'error', rule: 'snippet-not-found' });
  const compared = markIntroduced(report([old]), [old], { base: 'b' });
  it('scope new: old errors do not fail, new ones do', () => {
    expect(shouldFail(compared, 'errors', 'new')).toBe(false);
    expect(shouldFail(compared, 'errors', 'all')).toBe(true);
    const withNew = markIntroduced(report([old, finding({ severity: 'error', rule: 'x' })]), [old], {
      base: 'b',
    });
    expect(shouldFail(withNew, 'errors', 'new')).toBe(true);
    expect(shouldFail(withNew, 'never', 'new')).toBe(false);
  });
  it('fail-on warnings applies to new warnings only', () => {
    const warn = markIntroduced(report([finding()]), [], { base: 'b' });
    expect(shouldFail(warn, 'warnings', 'new')).toBe(true);
    expect(shouldFail(warn, 'errors', 'new')).toBe(false);
  });
});

describe('readBaseline', () => {
  const dir = mkdtempSync(join(tmpdir(), 'baseline-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  it('reads a --format json report (and an action result)', async () => {
    const path = file('ok.json', JSON.stringify({ ok: false, errors: [finding()], warnings: [], pages: [] }));
    const { file: f, rule, message } = finding();
    expect(await readBaseline(path)).toEqual([{ file: f, rule, message }]);
  });
  it('refuses what is not a report, naming the fix', async () => {
    await expect(readBaseline(join(dir, 'absent.json'))).rejects.toThrow(/--baseline: cannot read/);
    await expect(readBaseline(file('text.json', 'not json'))).rejects.toThrow(/is not JSON.*--format json/);
    await expect(readBaseline(file('shape.json', '{"errors": 3}'))).rejects.toThrow(
      /not a docs-ci validate report/,
    );
    await expect(
      readBaseline(file('cut.json', JSON.stringify({ errors: [], warnings: [], truncated: { errors: 4 } }))),
    ).rejects.toThrow(/a cut report/);
  });
});
