import type { RequestRecord } from './simulated-web.js';

/**
 * Where a link check's wall time went, read from what the web saw (issue 47): when the first
 * request came, when the heaviest host's queue started and ended and how long the web itself took
 * for it (its answers' time over its concurrency: under load the web answers late too, which is no
 * fault of the checker), the host answered last and how long the run went on after the heaviest host
 * was done, and the slots left idle between the first request and the last answer.
 */
export interface LinkTimeline {
  firstRequestMs: number;
  lastAnswerMs: number;
  heaviest: {
    name: string;
    startMs: number;
    endMs: number;
    /** Its requests' time at the web over its concurrency: what it costs at the least in this run. */
    webMs: number;
    /** Its queue's span not covered by webMs: time it had fewer requests in flight than it may. */
    gapMs: number;
  };
  lastHost: { name: string; endMs: number };
  /** The last answer after the heaviest host's: hosts that ended later than the critical queue. */
  tailMs: number;
  /** Slot-seconds without a request in flight (all slots x the span, less the requests' time). */
  idleSlotSeconds: number;
  /** 429 answers. */
  tooMany: number;
}

/** The timeline of one run's requests (`heaviest` names the host that sets the politeness bound). */
export function linkTimeline(
  log: readonly RequestRecord[],
  options: { heaviest: string; concurrency: number; slots: number },
): LinkTimeline | undefined {
  const answered = log.filter((record) => record.endMs >= 0);
  if (answered.length === 0) return undefined;
  let firstRequestMs = Infinity;
  let lastAnswerMs = 0;
  let lastHost = { name: '', endMs: 0 };
  let busyMs = 0;
  let tooMany = 0;
  const heavy = { startMs: Infinity, endMs: 0, busyMs: 0 };
  for (const record of answered) {
    firstRequestMs = Math.min(firstRequestMs, record.atMs);
    if (record.endMs > lastAnswerMs) {
      lastAnswerMs = record.endMs;
      lastHost = { name: record.host, endMs: record.endMs };
    }
    busyMs += record.endMs - record.atMs;
    if (record.status === 429) tooMany++;
    if (record.host !== options.heaviest) continue;
    heavy.startMs = Math.min(heavy.startMs, record.atMs);
    heavy.endMs = Math.max(heavy.endMs, record.endMs);
    heavy.busyMs += record.endMs - record.atMs;
  }
  const webMs = heavy.busyMs / options.concurrency;
  return {
    firstRequestMs,
    lastAnswerMs,
    heaviest: {
      name: options.heaviest,
      startMs: heavy.startMs === Infinity ? 0 : heavy.startMs,
      endMs: heavy.endMs,
      webMs,
      gapMs: heavy.startMs === Infinity ? 0 : Math.max(0, heavy.endMs - heavy.startMs - webMs),
    },
    lastHost,
    tailMs: Math.max(0, lastAnswerMs - heavy.endMs),
    idleSlotSeconds: Math.max(0, options.slots * (lastAnswerMs - firstRequestMs) - busyMs) / 1000,
    tooMany,
  };
}

/** One line: "first request 0.3 s; docs.aws.amazon.com 0.3-20.7 s (web 19.7 s, gaps 0.7 s); ..." */
export function describeTimeline(timeline: LinkTimeline, wallMs: number): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const { heaviest } = timeline;
  return (
    `first request at ${s(timeline.firstRequestMs)}; ${heaviest.name} ${(heaviest.startMs / 1000).toFixed(1)}-${s(heaviest.endMs)} ` +
    `(the web's own time for it ${s(heaviest.webMs)}, gaps ${s(heaviest.gapMs)}); last answer ${s(timeline.lastAnswerMs)} ` +
    `from ${timeline.lastHost.name} (${s(timeline.tailMs)} after the heaviest host); exit ${s(wallMs - timeline.lastAnswerMs)} later; ` +
    `${timeline.idleSlotSeconds.toFixed(0)} slot-seconds idle; ${timeline.tooMany} answered 429`
  );
}
