import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../../../src/validate/index.js';

const rulesPage = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../docs/rules.md'),
  'utf8',
);

describe('the rules table of the documentation (docs/rules.md)', () => {
  it('lists every rule once, with its severity and a reason', () => {
    const rows = new Map(
      [...rulesPage.matchAll(/^\| `([a-z0-9-]+)` \| (error|warning) \| (.+) \|$/gm)].map((m) => [m[1], m]),
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
