import * as core from '@actions/core';
import type { Logger, SourcePosition } from '../../core/logger.js';
import { redact } from '../../core/secrets.js';

function annotation(where?: SourcePosition): core.AnnotationProperties | undefined {
  if (!where) return undefined;
  return { file: where.file, startLine: where.line, startColumn: where.column, title: where.title };
}

/** The Logger of the actions: workflow commands through @actions/core, every message redacted. */
export function createActionLogger(): Logger {
  return {
    debug: (m) => core.debug(redact(m)),
    info: (m) => core.info(redact(m)),
    notice: (m, w) => core.notice(redact(m), annotation(w)),
    warning: (m, w) => core.warning(redact(m), annotation(w)),
    error: (m, w) => core.error(redact(m), annotation(w)),
  };
}
