import { installSafetyNet } from '../common/run.js';
import { run } from './main.js';

installSafetyNet('docs-ci');
await run();
