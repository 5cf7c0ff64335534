import { installSafetyNet } from '../common/run.js';
import { run } from './main.js';

installSafetyNet('links');
await run();
