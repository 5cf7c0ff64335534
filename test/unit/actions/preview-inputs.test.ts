import { ConfigurationError } from '../../../src/core/errors.js';
import { silentLogger } from '../../../src/core/logger.js';
import { readPreviewInputs } from '../../../src/actions/preview/inputs.js';

/** The preview's inputs as the runner hands them over (INPUT_<NAME>, hyphens kept). */
function read(inputs: Record<string, string>) {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key];
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  try {
    return readPreviewInputs(silentLogger);
  } finally {
    process.env = saved;
  }
}

describe('preview inputs for an attached preview', () => {
  it('need no api-key, base-url or project-id; the creator defaults to the service app bot', () => {
    const inputs = read({ 'wait-for-deployment': 'true' });
    expect(inputs).toMatchObject({
      'wait-for-deployment': true,
      'preview-creator': 'mintlify[bot]',
      'project-id': undefined,
      'base-url': undefined,
      'api-key': undefined,
      'production-branch': undefined,
    });
    expect(read({ 'preview-creator': 'docs-app[bot]', 'production-branch': 'live' })).toMatchObject({
      'preview-creator': 'docs-app[bot]',
      'production-branch': 'live',
      'wait-for-deployment': false,
    });
  });

  it('preview-url must be an http(s) address', () => {
    expect(read({ 'preview-url': 'https://acme-x-1a2b.mintlify.site' })['preview-url']).toBe(
      'https://acme-x-1a2b.mintlify.site',
    );
    expect(() => read({ 'preview-url': 'acme.mintlify.site' })).toThrow(
      /input preview-url: "acme.mintlify.site" is not an http\(s\) address/,
    );
  });

  it('preview-url with wait-for-deployment, or attach inputs with branches, is one clear error', () => {
    expect(() => read({ 'preview-url': 'https://p.site', 'wait-for-deployment': 'true' })).toThrow(
      /give one of them/,
    );
    expect(() => read({ 'wait-for-deployment': 'true', branches: 'feature/*' })).toThrow(ConfigurationError);
  });

  it('a base-url or project-id given is still checked at once', () => {
    expect(() => read({ 'base-url': 'not a url' })).toThrow(/input base-url/);
    expect(() => read({ 'project-id': 'a/b' })).toThrow(/input project-id/);
  });
});
