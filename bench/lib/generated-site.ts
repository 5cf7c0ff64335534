/**
 * A large documentation repository, generated deterministically for the validation-at-scale
 * benchmark: languages, tabs, groups nested three deep, front matter on every page (some pages
 * document an endpoint), snippet imports, internal links, and OpenAPI specs of mixed size whose
 * operations become generated API pages. It is valid: the kit reports no errors on it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from './seeded-random.js';

export interface SiteShape {
  pages: number;
  specs: number;
}

export const SCALE_SITE: SiteShape = { pages: 25_000, specs: 100 };

/** Bumped whenever the generator's output changes: a cached site of another version is rebuilt. */
const GENERATOR_VERSION = 1;
const LANGUAGES = ['en', 'fr'];
const TABS = 5;
const GROUPS = 5;
const SUBGROUPS = 5;
const SNIPPETS = 200;

/** Operations per spec: most specs small, some medium, a few of several MB. */
function operationCount(index: number): number {
  if (index % 20 === 0) return 1500;
  if (index % 7 === 0) return 150;
  return 12;
}

function specDocument(index: number, next: () => number): unknown {
  const paths: Record<string, unknown> = {};
  const operations = operationCount(index);
  for (let i = 0; i < operations; i++) {
    const resource = `/r${index}/items${i}`;
    const fields = 3 + Math.floor(next() * 8);
    const properties: Record<string, unknown> = {};
    for (let f = 0; f < fields; f++) {
      properties[`field${f}`] = {
        type: f % 3 === 0 ? 'integer' : 'string',
        description:
          `Field ${f} of item ${i}: ${'lorem ipsum dolor sit amet '.repeat(1 + Math.floor(next() * 3))}`.trim(),
        ...(f % 4 === 0 ? { example: `value-${f}` } : {}),
      };
    }
    paths[`${resource}/{id}`] = {
      get: {
        operationId: `get-r${index}-item${i}`,
        summary: `Get item ${i} of resource ${index}`,
        description: 'Returns one item. '.repeat(1 + Math.floor(next() * 4)),
        tags: [`tag${i % 10}`],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '404': { description: 'Not found' },
        },
      },
    };
    if (i % 3 === 0) {
      paths[resource] = {
        post: {
          operationId: `create-r${index}-item${i}`,
          summary: `Create an item of resource ${index} (${i})`,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object', properties } } },
          },
          responses: { '201': { description: 'Created' } },
        },
      };
    }
  }
  return {
    openapi: index % 2 === 0 ? '3.1.0' : '3.0.3',
    info: { title: `Service ${index}`, version: '1.0.0' },
    servers: [{ url: `https://api.example.com/s${index}` }],
    paths,
    components: {
      schemas: {
        Item: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  };
}

function pagePath(language: string, tab: number, group: number, sub: number, page: number): string {
  return `${language}/tab-${tab}/group-${group}/sub-${sub}/page-${page}`;
}

/** Writes the site into `dir` (emptied first). */
function writeSite(dir: string, shape: SiteShape): { files: number; bytes: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const next = seededRandom(42);
  let files = 0;
  let bytes = 0;
  const write = (path: string, text: string) => {
    const full = join(dir, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
    files += 1;
    bytes += Buffer.byteLength(text);
  };

  for (let i = 0; i < shape.specs; i++) {
    write(`specs/service-${i}.json`, JSON.stringify(specDocument(i, next), null, 2));
  }
  for (let s = 0; s < SNIPPETS; s++) {
    write(
      `snippets/note-${s}.mdx`,
      `<Note>\n  Shared note ${s}: ${'this paragraph is reused by many pages. '.repeat(3)}\n</Note>\n`,
    );
  }

  const perLeaf = Math.ceil(shape.pages / (LANGUAGES.length * TABS * GROUPS * SUBGROUPS));
  const all: string[] = [];
  for (const language of LANGUAGES)
    for (let t = 0; t < TABS; t++)
      for (let g = 0; g < GROUPS; g++)
        for (let s = 0; s < SUBGROUPS; s++)
          for (let p = 0; p < perLeaf && all.length < shape.pages; p++)
            all.push(pagePath(language, t, g, s, p));
  all.forEach((page, index) => {
    const linkA = all[(index * 7 + 13) % all.length];
    const linkB = all[(index * 31 + 101) % all.length];
    const snippet = index % SNIPPETS;
    const spec = index % shape.specs;
    const endpoint =
      index % 10 === 0 ? `openapi: specs/service-${spec}.json GET /r${spec}/items0/{id}\n` : '';
    const paragraphs = 2 + Math.floor(next() * 4);
    write(
      `${page}.mdx`,
      `---\ntitle: "Page ${index}"\ndescription: "What page ${index} of the generated site explains"\n` +
        `${index % 3 === 0 ? `sidebarTitle: "P${index}"\n` : ''}${endpoint}---\n\n` +
        `import Note${snippet} from '/snippets/note-${snippet}.mdx';\n\n` +
        `# Page ${index}\n\n` +
        Array.from(
          { length: paragraphs },
          (_, k) =>
            `Paragraph ${k} of page ${index}. ${'The generated text stands in for real documentation. '.repeat(4)}`,
        ).join('\n\n') +
        // Every page has the section the links name: a real site's anchors mostly resolve.
        `\n\n## Details\n\nSee [a related page](/${linkA}) and [another one](/${linkB}#details).\n\n<Note${snippet} />\n`,
    );
  });

  const navigation = {
    languages: LANGUAGES.map((language) => ({
      language,
      tabs: [
        ...Array.from({ length: TABS }, (_, t) => ({
          tab: `Tab ${t}`,
          groups: Array.from({ length: GROUPS }, (_, g) => ({
            group: `Group ${g}`,
            pages: Array.from({ length: SUBGROUPS }, (_, s) => ({
              group: `Section ${g}.${s}`,
              pages: all.filter((page) => page.startsWith(`${language}/tab-${t}/group-${g}/sub-${s}/`)),
            })),
          })),
        })),
        {
          tab: 'API reference',
          groups: Array.from({ length: shape.specs }, (_, i) => ({
            group: `Service ${i}`,
            openapi: { source: `specs/service-${i}.json`, directory: `${language}/api/service-${i}` },
          })),
        },
      ],
    })),
  };
  write(
    'docs.json',
    JSON.stringify({ $schema: 'https://example.com/docs.json', name: 'Generated', navigation }, null, 2),
  );
  return { files, bytes };
}

/** The generated site under `cacheDir`, written once per generator version and shape. */
export function ensureGeneratedSite(
  cacheDir: string,
  shape: SiteShape = SCALE_SITE,
): { dir: string; files: number; bytes: number } {
  const dir = join(cacheDir, `site-v${GENERATOR_VERSION}-${shape.pages}-${shape.specs}`);
  const stamp = join(dir, '.generated.json');
  if (existsSync(stamp))
    return { dir, ...(JSON.parse(readFileSync(stamp, 'utf8')) as { files: number; bytes: number }) };
  const written = writeSite(dir, shape);
  writeFileSync(stamp, JSON.stringify(written));
  return { dir, ...written };
}
