/** The events a preview belongs to (the root action's `auto` runs a preview on exactly these). */
export const SUPPORTED_EVENTS = [
  'pull_request',
  'pull_request_target',
  'workflow_run',
  'workflow_dispatch',
  'schedule',
  'push',
  // The service's app made the preview: the kit attaches to it (src/preview/preview-source.ts).
  'deployment_status',
] as const;
export type SupportedEvent = (typeof SUPPORTED_EVENTS)[number];
