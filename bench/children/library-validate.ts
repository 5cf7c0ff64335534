/**
 * Child of the validation benchmark: `validate()` of a reference library installed at bench time
 * in bench/.work (not a project dependency, hence the dynamic import).
 * Usage: library-validate.js readme|swagger FILE
 */
const [library, file] = process.argv.slice(2);
if (!file || (library !== 'readme' && library !== 'swagger')) {
  throw new Error('usage: library-validate.js readme|swagger FILE');
}

interface ReadmeParser {
  validate(file: string): Promise<{ valid: boolean; errors?: unknown[]; warnings?: unknown[] }>;
}
interface SwaggerParser {
  default: { validate(file: string): Promise<unknown> };
}

let verdict: string;
if (library === 'readme') {
  const name = '@readme/openapi-parser';
  const { validate } = (await import(name)) as ReadmeParser;
  const result = await validate(file);
  verdict = result.valid ? 'valid' : `invalid (${result.errors?.length ?? 0} errors)`;
} else {
  const name = '@apidevtools/swagger-parser';
  const parser = (await import(name)) as SwaggerParser;
  try {
    await parser.default.validate(file);
    verdict = 'valid';
  } catch (error) {
    verdict = `invalid: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200)}`;
  }
}
process.stdout.write(`${verdict}\n`);
