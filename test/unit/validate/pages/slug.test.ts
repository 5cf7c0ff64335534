import { pageSlug, titleFromSlug } from '../../../../src/validate/pages/slug.js';

// Expected values: what the service's published build tooling (@mintlify/common 1.0.1183, its
// page-name function) returned for each input, recorded once; the kit depends on nothing of it.
const BUILD_SLUGS: [string, string][] = [
  ["Get user's info", 'get-users-info'],
  ['ユーザーを取得する', 'ユーザーを取得する'],
  ['データを削除', 'データを削除'],
  ['获取用户列表', '获取用户列表'],
  ['사용자 조회', '사용자-조회'],
  ['Créer une entrée à côté', 'créer-une-entrée-à-côté'],
  ['Launch 🚀 rockets', 'launch-🚀-rockets'],
  [' List users ', 'list-users'],
  ['Delete (beta) item, v2.0', 'delete-beta-item-v20'],
  ['Get /users/{id}/posts', 'get-users-posts'],
  ['A -- B', 'a--b'],
  ['A --- B', 'a---b'],
  ['Users: list & filter?', 'users:-list-&-filter?'],
  ['snake_case name', 'snake_case-name'],
  ['Tab\there', 'tab\there'],
  ['Line\nbreak', 'linebreak'],
  ['-leading', 'leading'],
  ['trailing-', 'trailing'],
  ['{id}', ''],
  ['Ｆｕｌｌ width', 'ｆｕｌｌ-width'],
];

describe('pageSlug: the build page names', () => {
  it.each(BUILD_SLUGS)('%j -> %j', (summary, slug) => {
    expect(pageSlug(summary)).toBe(slug);
  });

  it('keeps voiced marks and accents as written (no Unicode normalization)', () => {
    expect(pageSlug('ジョブ')).toBe('ジョブ');
    expect(pageSlug('ジョブ'.normalize('NFD'))).toBe('ジョブ'.normalize('NFD'));
    expect(pageSlug('Über')).toBe('über');
  });
});

describe('titleFromSlug: the title of a page that names none', () => {
  it.each([
    ['guides/getting-started', 'Getting started'],
    ['api/users_list', 'Users list'],
    ['index', 'Index'],
    ['a/b?x=1', 'B'],
  ])('%s -> %s', (slug, title) => {
    expect(titleFromSlug(slug)).toBe(title);
  });
});
