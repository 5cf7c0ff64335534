/**
 * Shows a step's output the way a workflow log reads: workflow commands become labelled lines,
 * masks and debug lines disappear.
 */
export function renderWorkflowLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line === '' || line.startsWith('::add-mask::') || line.startsWith('::debug::')) continue;
    const command = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (command) {
      const [, level, props, message] = command as unknown as [string, string, string | undefined, string];
      const file = /file=([^,]*)/.exec(props ?? '')?.[1];
      const at = file
        ? ` ${file}${/line=(\d+)/.exec(props ?? '')?.[1] ? `:${/line=(\d+)/.exec(props ?? '')?.[1]}` : ''}`
        : '';
      const label = level === 'error' ? 'Error' : level === 'warning' ? 'Warning' : 'Notice';
      lines.push(`${label}${at}: ${decode(message)}`);
      continue;
    }
    if (line.startsWith('::group::')) lines.push(`▸ ${line.slice(9)}`);
    else if (line.startsWith('::endgroup::')) continue;
    else lines.push(line);
  }
  return lines;
}

function decode(text: string): string {
  return text.replace(/%0A/g, '\n').replace(/%0D/g, '').replace(/%25/g, '%');
}
