import type { Command } from 'commander';
import type { Execute } from '../main.js';
import { registerDeploy } from './deploy.js';
import { registerEmulator } from './emulator.js';
import { registerExport } from './export.js';
import { registerPreview } from './preview.js';

export function registerCommands(program: Command, execute: Execute): void {
  registerPreview(program, execute);
  registerDeploy(program, execute);
  registerExport(program, execute);
  registerEmulator(program, execute);
}
