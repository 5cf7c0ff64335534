import {
  componentSlug,
  HeadingCounter,
  headingSlug,
  parameterAnchor,
} from '../validate/pages/anchor-slug.js';
import { tagEnd } from '../validate/pages/page-body.js';

const TITLED = new Set(['Accordion', 'View']);
const PARAMETERS = new Set(['ParamField', 'Param', 'ResponseField']);
const PARAMETER_NAME = /\s(query|path|body|header|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/;

function stringAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** `name={"x"}`: the literal of an attribute expression that is one string literal. */
function literalExpression(tag: string, name: string): string | undefined {
  const match = new RegExp(
    `\\s${name}\\s*=\\s*\\{\\s*(?:"([^"\\\\]*)"|'([^'\\\\]*)'|\`([^\`$\\\\]*)\`)\\s*\\}`,
  ).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The `id`s written on the `<Tab>` tags of a page's text (code blocks left out by the caller). */
export function explicitTabIds(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/<Tab(?=[\s/>])/g)) {
    const end = tagEnd(text, match.index + match[0].length);
    if (end < 0) continue;
    const id = stringAttribute(text.slice(match.index, end), 'id');
    if (id !== undefined) found.push(id);
  }
  return found;
}

/**
 * The ids of a page's components on lines of their own, numbered in page order as the validator
 * gives them (heading-anchors.ts): `<Accordion>`/`<View>` with an `id` keep it, without one they
 * take ComponentSlug of their title (repeats `-1`, `-2`, ...); `<ParamField|Param|ResponseField>`
 * take `param-<name>` from the first of query/path/body/header/name; `<Tab>` its `id`, else its
 * title's slug numbered apart, never one an explicit Tab id of the page took. Other components'
 * ids are not rendered.
 */
export class ComponentIds {
  private readonly titles = new Map<string, number>();
  private readonly parameters = new Map<string, number>();
  private readonly takenTabIds: Set<string>;
  private readonly tabIds = new HeadingCounter();

  /** `tabIds`: every explicit `<Tab id>` of the page (explicitTabIds), which titled tabs never take. */
  constructor(tabIds: Iterable<string> = []) {
    this.takenTabIds = new Set(tabIds);
  }

  /** The id of the component opened by `tag` (its whole text), if it gets one. */
  idOf(name: string, tag: string): string | undefined {
    if (TITLED.has(name)) return this.titled(name, tag);
    if (PARAMETERS.has(name)) return this.parameter(tag);
    if (name === 'Tab') return this.tab(tag);
    return undefined;
  }

  private tab(tag: string): string | undefined {
    const id = stringAttribute(tag, 'id');
    if (id !== undefined) return id || undefined;
    if (/\sid\s*=/.test(tag)) return literalExpression(tag, 'id') || undefined;
    const title = stringAttribute(tag, 'title');
    if (!title) return undefined;
    const slug = headingSlug(title);
    let numbered = this.tabIds.next(slug);
    while (this.takenTabIds.has(numbered)) numbered = this.tabIds.next(slug);
    this.takenTabIds.add(numbered);
    return numbered || undefined;
  }

  private titled(name: string, tag: string): string | undefined {
    if (/\sid\s*=/.test(tag)) return stringAttribute(tag, 'id') || undefined;
    const title = stringAttribute(tag, 'title');
    const base = title ? componentSlug(title) : undefined;
    if (base === undefined) return undefined;
    const key = `${name}\0${base}`;
    const count = this.titles.get(key) ?? 0;
    this.titles.set(key, count + 1);
    return count > 0 ? `${base}-${count}` : base;
  }

  private parameter(tag: string): string | undefined {
    const match = PARAMETER_NAME.exec(tag);
    const value = match?.[2] ?? match?.[3];
    if (!value) return undefined;
    const count = this.parameters.get(value) ?? 0;
    this.parameters.set(value, count + 1);
    return parameterAnchor(value, count);
  }
}
