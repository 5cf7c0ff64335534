import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../../../src/validate/index.js';

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../README.md'), 'utf8');

describe('the README rules table', () => {
  it('lists every rule once, with its severity and a reason', () => {
    const rows = new Map(
      [...readme.matchAll(/^\| `([a-z0-9-]+)` \| (error|warning) \| (.+) \|$/gm)].map((m) => [m[1], m]),
    );
    for (const [rule, { severity }] of Object.entries(RULES)) {
      const row = rows.get(rule);
      expect({ rule, severity: row?.[2], reason: (row?.[3] ?? '').length > 10 }).toEqual({
        rule,
        severity,
        reason: true,
      });
    }
    expect([...rows.keys()].sort()).toEqual(Object.keys(RULES).sort());
  });
});
