import { formatDuration } from '../core/duration.js';
console.log(formatDuration(1234));
