import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapChangedPages } from '../../../../src/preview/changed-pages/map-changes.js';
import { loadSiteModel } from '../../../../src/preview/changed-pages/site-model.js';
import { diffSpecs } from '../../../../src/preview/changed-pages/spec-diff.js';

// One operation rendered by four pages, one per language, that name it in their front matter
// (`openapi: admin-openapi.json POST /v2/agent/{projectId}/job`); the navigation lists only the
// pages. The pull request changes only a component schema the operation's response `$ref`s.
const fixture = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/changed-pages/languages');

it('lists every page whose front matter names an operation changed only through a $ref', async () => {
  const files = [{ filename: 'head/admin-openapi.json', status: 'modified' }];
  const site = await loadSiteModel({
    repositoryRoot: fixture,
    docsRoot: 'head',
    changedFiles: files.map((file) => file.filename),
  });
  const base: unknown = JSON.parse(readFileSync(join(fixture, 'base/admin-openapi.json'), 'utf8'));
  const specChanges = [
    { file: 'head/admin-openapi.json', diff: diffSpecs(base, site.specAtHead('head/admin-openapi.json')) },
  ];
  const pages = mapChangedPages({ files, site, previewUrl: 'https://p.example', specChanges });
  expect(pages.map((page) => [page.change, page.path, page.title, page.url])).toEqual([
    [
      'modified',
      'head/api/agent/create-agent-job.mdx',
      'Create agent job',
      'https://p.example/api/agent/create-agent-job',
    ],
    [
      'modified',
      'head/es/api/agent/create-agent-job.mdx',
      'Crear tarea de agente',
      'https://p.example/es/api/agent/create-agent-job',
    ],
    [
      'modified',
      'head/fr/api/agent/create-agent-job.mdx',
      'Créer une tâche d’agent',
      'https://p.example/fr/api/agent/create-agent-job',
    ],
    [
      'modified',
      'head/zh/api/agent/create-agent-job.mdx',
      '创建代理作业',
      'https://p.example/zh/api/agent/create-agent-job',
    ],
  ]);
});
