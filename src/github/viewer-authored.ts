import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { GitHubClient } from './octokit.js';

/** The GraphQL types whose nodes docs-ci asks `viewerDidAuthor` of. */
export type AuthoredNodeType = 'IssueComment' | 'Issue';

interface ViewerAnswer {
  nodes: ({ id?: string; viewerDidAuthor?: boolean } | null)[];
}

/**
 * Node ids of the items written by the token's own identity, from GitHub's GraphQL
 * `viewerDidAuthor` (100 nodes a query); undefined when GraphQL cannot answer or an item has no node
 * id (then only a known author login decides).
 */
export async function authoredByViewer(
  octokit: GitHubClient,
  type: AuthoredNodeType,
  items: readonly { node_id?: string | undefined }[],
  logger: Logger,
): Promise<Set<string> | undefined> {
  const ids = items.map((item) => item.node_id).filter((id): id is string => typeof id === 'string');
  if (ids.length < items.length) return undefined;
  const query = `query($ids: [ID!]!) {
  nodes(ids: $ids) { ... on ${type} { id viewerDidAuthor } }
}`;
  const mine = new Set<string>();
  try {
    for (let i = 0; i < ids.length; i += 100) {
      const answer = await octokit.graphql<ViewerAnswer>(query, { ids: ids.slice(i, i + 100) });
      for (const node of answer.nodes) if (node?.id && node.viewerDidAuthor === true) mine.add(node.id);
    }
    return mine;
  } catch (error) {
    logger.debug(
      `GraphQL viewerDidAuthor unavailable (${errorMessage(error)}); using the known author only.`,
    );
    return undefined;
  }
}
