import type { KeyRing } from './auth.js';
import type { BundleCatalog, BundleLinks } from './bundles.js';
import type { EmulatorClock } from './clock.js';
import type { DeploymentStore } from './deployments.js';
import type { DocsFolders } from './docs-folders.js';
import type { ExportJobStore } from './export-jobs.js';
import type { FaultBook } from './faults.js';
import type { BehaviourSettings } from './options.js';
import type { SlidingWindowLimiter } from './rate-limit.js';

/** Everything the request handlers share. `settings` is replaced by `control.configure()`. */
export interface EmulatorState {
  origin: string;
  clock: EmulatorClock;
  settings: BehaviourSettings;
  keyRing: KeyRing;
  limiter: SlidingWindowLimiter;
  faults: FaultBook;
  deployments: DeploymentStore;
  exportJobs: ExportJobStore;
  catalog: BundleCatalog;
  links: BundleLinks;
  /** The documentation folders the sites render (`docsDir`, `branchDocs`). */
  docs: DocsFolders;
  /** Real-time wait that rejects when the emulator closes. */
  delay(realMs: number): Promise<void>;
}
