import { ConfigurationError } from '../core/errors.js';

export const DEPLOYMENT_TYPES = ['cloud', 'client-hosted', 'air-gapped'] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

export type FeatureAvailability = 'available' | 'configurable' | 'unavailable';

export interface FeatureStatus {
  name: string;
  availability: FeatureAvailability;
}

/** The spec's feature table by deployment type ("Configurable" = depends on the environment). */
const FEATURES: readonly { name: string; availability: Record<DeploymentType, FeatureAvailability> }[] = [
  {
    name: 'Documentation search',
    availability: { cloud: 'available', 'client-hosted': 'configurable', 'air-gapped': 'unavailable' },
  },
  {
    name: 'AI assistant',
    availability: { cloud: 'available', 'client-hosted': 'configurable', 'air-gapped': 'unavailable' },
  },
  {
    name: 'Web analytics',
    availability: { cloud: 'available', 'client-hosted': 'configurable', 'air-gapped': 'unavailable' },
  },
  {
    name: 'API playground',
    availability: { cloud: 'available', 'client-hosted': 'available', 'air-gapped': 'configurable' },
  },
  {
    name: 'Static export bundle',
    availability: { cloud: 'available', 'client-hosted': 'available', 'air-gapped': 'available' },
  },
];

export function featuresFor(type: DeploymentType): FeatureStatus[] {
  return FEATURES.map((feature) => ({ name: feature.name, availability: feature.availability[type] }));
}

const ALIASES: Record<string, DeploymentType> = {
  cloud: 'cloud',
  'client-hosted': 'client-hosted',
  client_hosted: 'client-hosted',
  clienthosted: 'client-hosted',
  'air-gapped': 'air-gapped',
  air_gapped: 'air-gapped',
  airgapped: 'air-gapped',
};

/** `cloud`, `client-hosted` or `air-gapped` (case-insensitive; `_` for `-` accepted). */
export function parseDeploymentType(text: string, what = 'deployment-type'): DeploymentType {
  const key = text.trim().toLowerCase();
  // Own keys only: "__proto__" or "toString" must not find Object.prototype's members.
  const type = Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
  if (!type) {
    throw new ConfigurationError(
      `${what}: "${text}" is not a deployment type. Use one of: ${DEPLOYMENT_TYPES.join(', ')}.`,
    );
  }
  return type;
}
