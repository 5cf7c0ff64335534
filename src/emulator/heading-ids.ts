import {
  cleanAnchor,
  customHeadingId,
  HeadingCounter,
  headingSlug,
  TocIds,
} from '../validate/pages/anchor-slug.js';
import { plainText } from '../validate/pages/heading-anchors.js';

/**
 * The ids of a page's markdown headings, given one by one in page order, by the validator's own
 * rule (heading-anchors.ts, AnchorCollector.heading): the slug of the heading's plain text numbered
 * by HeadingCounter, then as a table-of-contents entry numbered again by TocIds and cleaned;
 * `{#custom}` ids as the build writes them. Levels 5 and 6 get no id; headings inside components
 * that keep them out of the table of contents (`hidden`) keep their first id.
 */
export class HeadingIds {
  private readonly counter = new HeadingCounter();
  private readonly toc = new TocIds();

  /** The id of the next heading; undefined when it gets none. */
  next(
    level: number,
    markdownTitle: string,
    customId: string | undefined,
    hidden = false,
  ): string | undefined {
    const title = plainText(markdownTitle);
    if (customId !== undefined) {
      const id = customHeadingId(customId);
      return nonEmpty(level <= 4 && !hidden ? this.tocEntry(id, title) : id);
    }
    if (level > 4) return undefined;
    const first = this.counter.next(headingSlug(title));
    return nonEmpty(hidden ? cleanAnchor(first) : this.tocEntry(first, title));
  }

  private tocEntry(explicitId: string, title: string): string {
    return cleanAnchor(this.toc.take((explicitId && cleanAnchor(explicitId)) || headingSlug(title)));
  }
}

function nonEmpty(id: string): string | undefined {
  return id === '' ? undefined : id;
}
