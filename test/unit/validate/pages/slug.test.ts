import { pageSlug, slugEveryStep, titleFromSlug } from '../../../../src/validate/pages/slug.js';

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
    expect(slugEveryStep(summary)).toBe(slug);
  });

  it('keeps voiced marks and accents as written (no Unicode normalization)', () => {
    expect(pageSlug('ジョブ')).toBe('ジョブ');
    expect(pageSlug('ジョブ'.normalize('NFD'))).toBe('ジョブ'.normalize('NFD'));
    expect(pageSlug('Über')).toBe('über');
  });
});

describe('pageSlug: the short path for text with nothing to remove', () => {
  it('gives what every step gives, on 5,000 texts of spaces, dashes and letters', () => {
    const alphabet = [' ', '-', '-', 'a', 'B', '_', 'é', ':', '\t', 'Z', '9'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 5000; i++) {
      const length = next() % 9;
      const text = Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
      expect([text, pageSlug(text)]).toEqual([text, slugEveryStep(text)]);
    }
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
