import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../support/run-action.js';

describe('the OpenAPI schema validators compiled ahead of time', () => {
  it('are what ajv generates from the installed schemas today (npm run generate)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/openapi-validators.js'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
