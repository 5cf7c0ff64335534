/** The sample files the demo writes into its temporary workspace. */

export const SAMPLE_VALUES_YAML = `# Helm values of a self-hosted documentation deployment (sample).
# docs-ci rewrites staticExport.* and keeps every comment, key order and unrelated key.
replicaCount: 2

image:
  repository: registry.example.com/docs-server
  tag: "4.2.1" # pinned on purpose

staticExport:
  enabled: false
  # bundleUrl and version are set by docs-ci on each rollout

ingress:
  enabled: true
  host: docs.internal.example.com
`;

export const SAMPLE_DOCS_JSON = JSON.stringify(
  {
    name: 'Acme API docs',
    navigation: {
      tabs: [
        {
          tab: 'API reference',
          openapi: 'openapi.yaml',
          groups: [
            {
              group: 'Pets',
              // The deliberate mistake: the spec has no DELETE /pets/{petId}.
              pages: ['GET /pets', 'POST /pets', 'DELETE /pets/{petId}'],
            },
          ],
        },
      ],
    },
  },
  null,
  2,
);

export const SAMPLE_OPENAPI_YAML = `openapi: 3.1.0
info:
  title: Acme Pets
  version: 1.0.0
servers:
  - url: https://api.acme.example/v1
tags:
  - name: pets
    x-group: Pets
paths:
  /pets:
    get:
      tags: [pets]
      summary: List pets
      operationId: listPets
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Pet' }
    post:
      tags: [pets]
      summary: Add a pet
      operationId: addPet
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses:
        '201':
          description: Created.
components:
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        name: { type: string }
        tag: { type: string }
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
security:
  - bearer: []
`;

/** The event of a pull request from a branch of the repository, naming its head and base commits. */
export function pullRequestEvent(pull: {
  number: number;
  title: string;
  branch: string;
  headSha: string;
  baseSha: string;
}) {
  const repo = { full_name: 'acme/docs', fork: false, owner: { login: 'acme' } };
  return {
    action: 'synchronize',
    number: pull.number,
    pull_request: {
      number: pull.number,
      title: pull.title,
      head: { ref: pull.branch, sha: pull.headSha, repo },
      base: { ref: 'main', sha: pull.baseSha, repo },
    },
    repository: { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } },
  };
}

/** The spec as main has it before the first pull request (which renames an operation). */
export const SAMPLE_BASE_OPENAPI_YAML = SAMPLE_OPENAPI_YAML.replace(
  'summary: Add a pet',
  'summary: Create a pet',
);

/** Pages of the sample site beside its spec, as the first pull request leaves them. */
export const SAMPLE_PAGES: Record<string, string> = {
  'docs/index.mdx': '---\ntitle: Welcome to the Acme API\n---\n\nStart here.\n',
  'docs/guides/adopt.mdx': '---\ntitle: Adopting a pet\n---\n\nHow adoption works.\n',
};

/** The pages main has before the first pull request: the home page, under a shorter title. */
export const SAMPLE_BASE_PAGES: Record<string, string> = {
  'docs/index.mdx': '---\ntitle: Welcome\n---\n\nStart here.\n',
};
