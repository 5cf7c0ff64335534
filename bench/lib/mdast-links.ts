// The links of a page as the build's markdown parser family reads them (micromark with the MDX
// extensions, into mdast): the reference the kit's pattern scan (src/validate/pages/page-body.ts)
// is held against, in test/unit/validate/pages/page-body-mdast.test.ts and by hand on real
// repositories (bench/link-agreement.ts). A devDependency only: never on the validation's path.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';

/** Elements whose href/src is no page link (as page-body.ts leaves them out). */
const NOT_LINKS = new Set(['use', 'image', 'script', 'link', 'style', 'iframe', 'embed', 'object']);

interface MdastNode {
  type: string;
  url?: string;
  identifier?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdastNode[];
}

/**
 * The link targets of an MDX page (markdown links and images, definitions that are used, `href`
 * and `src` attributes of JSX elements with a literal value), or undefined when the parser rejects
 * the page as MDX. `bodyStart` is where the body starts (after the front matter), which is blanked
 * keeping its line breaks.
 */
export function mdastLinkTargets(text: string, bodyStart = 0): string[] | undefined {
  const source = text.slice(0, bodyStart).replace(/[^\n]/g, ' ') + text.slice(bodyStart);
  let tree: MdastNode;
  try {
    tree = fromMarkdown(source, {
      extensions: [mdxjs()],
      mdastExtensions: [mdxFromMarkdown()],
    });
  } catch {
    return undefined;
  }
  const targets: string[] = [];
  const definitions = new Map<string, string>();
  const used = new Set<string>();
  const visit = (node: MdastNode) => {
    if ((node.type === 'link' || node.type === 'image') && node.url !== undefined) targets.push(node.url);
    else if (node.type === 'definition' && node.identifier !== undefined && node.url !== undefined) {
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    } else if ((node.type === 'linkReference' || node.type === 'imageReference') && node.identifier)
      used.add(node.identifier);
    else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      !NOT_LINKS.has(node.name.toLowerCase())
    ) {
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute' || (attribute.name !== 'href' && attribute.name !== 'src'))
          continue;
        const value = literalValue(attribute.value);
        if (value !== undefined) targets.push(value);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  for (const [identifier, url] of definitions) if (used.has(identifier)) targets.push(url);
  return targets;
}

/** A string attribute, or an expression that is one string literal (`{"/a"}`, `{'/a'}`, a plain template). */
function literalValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || !('value' in value)) return undefined;
  const expression = String(value.value).trim();
  const literal = /^(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)$/.exec(expression);
  return literal ? (literal[1] ?? literal[2] ?? literal[3]) : undefined;
}

/** Targets a link check looks at: no scheme, no bare anchor. */
export function isInternalTarget(target: string): boolean {
  const text = target.trim();
  return text !== '' && !text.startsWith('#') && !text.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(text);
}
