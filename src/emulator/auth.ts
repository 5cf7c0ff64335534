import type { ApiKeyConfig, PlanFlags } from './options.js';

export type AuthResult = { ok: true; org: string } | { ok: false; error: string };

/** Admin keys look like `<lowercase prefix>_<token>`. */
const KEY_SHAPE = /^[a-z][a-z0-9]*_[A-Za-z0-9_-]{8,}$/;

/** The configured keys, each mapped to an organization, and each organization's plan. */
export class KeyRing {
  private readonly orgByKey = new Map<string, string>();
  private readonly plans = new Map<string, PlanFlags>();
  private readonly defaultPlan: PlanFlags;

  constructor(keys: readonly ApiKeyConfig[], defaultPlan: PlanFlags) {
    this.defaultPlan = { ...defaultPlan };
    for (const entry of keys) {
      if (!KEY_SHAPE.test(entry.key)) {
        throw new RangeError(`API key for ${entry.org} must look like <prefix>_<at least 8 characters>`);
      }
      this.orgByKey.set(entry.key, entry.org);
      this.setPlan(entry.org, entry.plan ?? {});
    }
  }

  authenticate(header: string | undefined): AuthResult {
    if (header === undefined || header.trim() === '') {
      return {
        ok: false,
        error: 'Missing Authorization header. Send "Authorization: Bearer <admin API key>".',
      };
    }
    const match = /^Bearer (\S+)$/.exec(header.trim());
    if (!match || !KEY_SHAPE.test(match[1] as string)) {
      return {
        ok: false,
        error:
          'Malformed Authorization header. Expected "Bearer <admin API key>"; admin keys are generated on the API keys page of the dashboard.',
      };
    }
    const org = this.orgByKey.get(match[1] as string);
    if (!org) {
      return { ok: false, error: 'Invalid API key. The key is unknown, revoked or expired.' };
    }
    return { ok: true, org };
  }

  /** Organization of a request, for the request log (undefined when not authenticated). */
  orgOf(header: string | undefined): string | undefined {
    const result = this.authenticate(header);
    return result.ok ? result.org : undefined;
  }

  plan(org: string): PlanFlags {
    return { ...(this.plans.get(org) ?? this.defaultPlan) };
  }

  setPlan(org: string, flags: Partial<PlanFlags>): void {
    const current = this.plans.get(org) ?? this.defaultPlan;
    this.plans.set(org, {
      previews: flags.previews ?? current.previews,
      staticExport: flags.staticExport ?? current.staticExport,
    });
  }
}
