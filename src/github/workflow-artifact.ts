import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage, OperationFailedError } from '../core/errors.js';

/**
 * A folder uploaded as a workflow artifact of this run through @actions/artifact (the results
 * service at ACTIONS_RESULTS_URL, authorized by ACTIONS_RUNTIME_TOKEN, which the runner gives every
 * step). Loaded on first use: only the visual review's fallback needs it.
 */

export interface UploadedArtifact {
  id: number;
  name: string;
  /** `SERVER/OWNER/REPO/actions/runs/RUN_ID/artifacts/ID`; undefined without a run id. */
  url: string | undefined;
}

export interface UploadFolderOptions {
  name: string;
  folder: string;
  /** Days the artifact is kept (default: the repository's setting). */
  retentionDays?: number | undefined;
  serverUrl: string;
  repository: string;
  runId: string | undefined;
}

/** Every file below `folder`, as absolute paths. */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function uploadFolderArtifact(options: UploadFolderOptions): Promise<UploadedArtifact> {
  const files = await filesBelow(options.folder);
  const { DefaultArtifactClient } = await import('@actions/artifact');
  let id: number | undefined;
  try {
    ({ id } = await new DefaultArtifactClient().uploadArtifact(options.name, files, options.folder, {
      ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
    }));
  } catch (error) {
    throw new OperationFailedError(
      `The artifact ${options.name} could not be uploaded: ${errorMessage(error)}`,
    );
  }
  if (id === undefined) throw new OperationFailedError(`The artifact ${options.name} was not created.`);
  const server = options.serverUrl.replace(/\/+$/, '');
  const url =
    options.runId && options.repository
      ? `${server}/${options.repository}/actions/runs/${options.runId}/artifacts/${id}`
      : undefined;
  return { id, name: options.name, url };
}
