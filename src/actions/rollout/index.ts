import { installSafetyNet } from '../common/run.js';
import { run } from './main.js';

installSafetyNet('rollout');
await run();
