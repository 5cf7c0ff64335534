import { redact } from './secrets.js';

/** Where a finding points, for annotations (GitHub) or `file:line:col` prefixes (CLI). */
export interface SourcePosition {
  file?: string;
  line?: number;
  column?: number;
  title?: string;
}

/**
 * The only way capabilities talk to the user. The actions pass an @actions/core-backed logger, the
 * CLI a stderr logger, tests a recording one. Implementations redact every message.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  notice(message: string, where?: SourcePosition): void;
  warning(message: string, where?: SourcePosition): void;
  error(message: string, where?: SourcePosition): void;
}

function prefix(where?: SourcePosition): string {
  if (!where?.file) return '';
  return `${where.file}${where.line ? `:${where.line}` : ''}${where.line && where.column ? `:${where.column}` : ''}: `;
}

/** Human-readable log on stderr (stdout stays free for `--json`). */
export function createStderrLogger(
  options: { verbose?: boolean; write?: (line: string) => void } = {},
): Logger {
  const write = options.write ?? ((line: string) => process.stderr.write(line + '\n'));
  const out = (text: string) => write(redact(text));
  return {
    debug: (m) => {
      if (options.verbose) out(`debug: ${m}`);
    },
    info: (m) => out(m),
    notice: (m, w) => out(`${prefix(w)}notice: ${m}`),
    warning: (m, w) => out(`${prefix(w)}warning: ${m}`),
    error: (m, w) => out(`${prefix(w)}error: ${m}`),
  };
}

export interface RecordedLine {
  level: 'debug' | 'info' | 'notice' | 'warning' | 'error';
  message: string;
  where?: SourcePosition;
}

/** A logger that keeps every line (redacted), for tests. */
export function createRecordingLogger(): Logger & { lines: RecordedLine[]; text(): string } {
  const lines: RecordedLine[] = [];
  const rec =
    (level: RecordedLine['level']) =>
    (message: string, where?: SourcePosition): void => {
      lines.push(where ? { level, message: redact(message), where } : { level, message: redact(message) });
    };
  return {
    lines,
    text: () => lines.map((l) => `${l.level}: ${l.message}`).join('\n'),
    debug: rec('debug'),
    info: rec('info'),
    notice: rec('notice'),
    warning: rec('warning'),
    error: rec('error'),
  };
}

export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  notice: () => {},
  warning: () => {},
  error: () => {},
};
