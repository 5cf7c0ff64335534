import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineDescription {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

export function describeMachine(): MachineDescription {
  return {
    cpuModel: cpuModel(),
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

export function machineLine(m: MachineDescription): string {
  return `${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB memory, ${m.os}, Node ${m.node}`;
}
