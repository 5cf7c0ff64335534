import { installSafetyNet } from '../common/run.js';
import { run } from './main.js';

installSafetyNet('watch-specs');
await run();
