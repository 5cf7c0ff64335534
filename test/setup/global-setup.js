import { applyPatches } from '../../scripts/apply-patches.js';

// Tests import the patched @actions/http-client from node_modules; no install script patches it.
export default function globalSetup() {
  applyPatches();
}
