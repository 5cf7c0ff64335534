import { diffSpecs, operationFingerprints } from '../../../../src/preview/changed-pages/spec-diff.js';

const base = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/users': {
      parameters: [{ name: 'org', in: 'query', schema: { type: 'string' } }],
      get: { summary: 'List users', responses: { '200': { $ref: '#/components/responses/Users' } } },
      post: {
        summary: 'Create user',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } },
      },
    },
    '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } },
  },
  webhooks: { newPet: { post: { summary: 'New pet', responses: { '200': { description: 'ok' } } } } },
  components: {
    responses: {
      Users: {
        description: 'ok',
        content: {
          'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/User' } } },
        },
      },
    },
    schemas: {
      User: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          friends: { type: 'array', items: { $ref: '#/components/schemas/User' } },
        },
      },
    },
  },
};

const clone = <T>(value: T): T => structuredClone(value);
const keys = (ops: { method: string; path: string }[]) => ops.map((o) => `${o.method} ${o.path}`).sort();

describe('diffSpecs', () => {
  it('finds nothing between equal documents, key order aside', () => {
    const reordered = JSON.parse(JSON.stringify(base, Object.keys(base).reverse())) as unknown;
    expect(diffSpecs(base, clone(base))).toEqual({
      added: [],
      modified: [],
      removed: [],
      schemas: { added: [], modified: [], removed: [] },
    });
    expect(diffSpecs(base, reordered).modified).toEqual([]);
  });

  it('marks every operation that uses a changed schema, through refs and a recursive schema', () => {
    const after = clone(base);
    after.components.schemas.User.properties.name = { type: 'string', description: 'Full name' } as never;
    expect(keys(diffSpecs(base, after).modified)).toEqual(['GET /users', 'POST /users']);
  });

  it('lists schemas changed, added and removed (pages show them through openapi-schema)', () => {
    const after = clone(base) as typeof base & { components: { schemas: Record<string, unknown> } };
    after.components.schemas.User.properties.name = { type: 'string', minLength: 1 } as never;
    after.components.schemas.Pet = { type: 'object' };
    expect(diffSpecs(base, after).schemas).toEqual({ added: ['Pet'], modified: ['User'], removed: [] });
    expect(diffSpecs(after, base).schemas).toEqual({ added: [], modified: ['User'], removed: ['Pet'] });
  });

  it('marks operations of a path whose shared parameters changed', () => {
    const after = clone(base);
    after.paths['/users'].parameters[0]!.name = 'organization';
    expect(keys(diffSpecs(base, after).modified)).toEqual(['GET /users', 'POST /users']);
  });

  it('lists added, removed and changed operations and webhooks', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form edits of a JSON document
    const after = clone(base) as Record<string, any>;
    delete after.paths['/pets'];
    after.paths['/users'].delete = { summary: 'Delete user' };
    after.webhooks.newPet.post.summary = 'A pet was added';
    const diff = diffSpecs(base, after);
    expect(keys(diff.added)).toEqual(['DELETE /users']);
    expect(keys(diff.removed)).toEqual(['GET /pets']);
    expect(keys(diff.modified)).toEqual(['WEBHOOK newPet']);
  });

  it('treats a missing version as empty and ignores documents that are not objects', () => {
    expect(keys(diffSpecs(undefined, base).added)).toEqual([
      'GET /pets',
      'GET /users',
      'POST /users',
      'WEBHOOK newPet',
    ]);
    expect(keys(diffSpecs(base, 'not a spec').removed)).toHaveLength(4);
    expect(operationFingerprints(null).size).toBe(0);
  });

  it('survives refs that point nowhere or outside the document', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form edits of a JSON document
    const after = clone(base) as Record<string, any>;
    after.paths['/pets'].get.responses['200'] = { $ref: './other.yaml#/x' };
    after.paths['/users'].get.responses['200'] = { $ref: '#/components/responses/Missing' };
    expect(keys(diffSpecs(base, after).modified)).toEqual(['GET /pets', 'GET /users']);
  });
});
