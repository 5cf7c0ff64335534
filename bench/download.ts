import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DocsApiClient } from '../src/client/index.js';
import { parseApiKey, parseBaseUrl } from '../src/client/config-checks.js';
import { silentLogger } from '../src/core/logger.js';
import { startEmulator } from '../src/emulator/index.js';
import { makeTempDir, onCleanup, removeTempDir } from './lib/cleanup.js';
import { describeFailure, runProcess } from './lib/processes.js';
import { writeRandomTarGz } from './lib/random-bundle.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { MB, median, MiB, round, spreadOf } from './lib/stats.js';
import { bundledChild } from './lib/children.js';
import { touchFreshMemory } from './lib/fresh-memory.js';
import type { NativeLayout, NativeRun } from './lib/native-reference.js';
import { buildNativeReference, nativeDownloadOnce } from './lib/native-reference.js';

const BUNDLE_BYTES = 1024 * MiB;
const RUNS = 5;
const CURL = '/usr/bin/curl';
const TIME = '/usr/bin/time';
const OPENSSL = '/usr/bin/openssl';
/** The native reference's layouts (bench/native/fetch-reference.c), and what each figure calls them. */
const NATIVE_LAYOUTS: { layout: NativeLayout; label: string }[] = [
  { layout: 'plain', label: 'receive and write, no sha256 (what curl -o does)' },
  { layout: 'one-thread', label: "receive, write, sha256 on one thread (the kit's layout below 64 MiB)" },
  { layout: 'write-thread', label: 'receive and sha256 on one thread, writes on a second' },
  {
    layout: 'hash-thread',
    label:
      "receive and write on one thread, sha256 on a second fed through a ring of 8 pieces (the kit's layout before 27 Nov 2026)",
  },
  {
    layout: 'read-behind',
    label:
      "receive and write on one thread, sha256 on a second reading the file behind the writes (the kit's layout here)",
  },
  {
    layout: 'read-behind-inflate',
    label:
      "read-behind, and each piece inflated (gzip: a copy and a CRC32) on the receiving thread: the kit's whole call as shipped, without the tar headers",
  },
];

interface KitRun {
  totalMs: number;
  transferMs: number;
  verifyMs: number;
  sizeBytes: number;
  sha256: string;
  peakRssKiB: number;
  /** Peak RSS when the transfer (with its sha256) ended, before the archive check. */
  transferPeakRssKiB: number;
  startRssKiB: number;
  /** The kit process's CPU time during the transfer. */
  transferCpuMs: number;
  /** The server's (this process's) CPU time during the whole kit call. */
  serverCpuMs: number;
}

/** curl's own time_total, and its CPU time (user + system) when /usr/bin/time is there to tell it. */
async function curlOnce(url: string, dest: string): Promise<{ ms: number; cpuMs: number | undefined }> {
  const curlArgs = ['-sS', '--fail', '-o', dest, '-w', '%{time_total} %{size_download}', url];
  const timed = existsSync(TIME);
  const run = await runProcess(
    timed ? TIME : CURL,
    timed ? ['-f', 'cpu %U %S', CURL, ...curlArgs] : curlArgs,
    {
      timeoutMs: 120_000,
    },
  );
  rmSync(dest, { force: true });
  if (run.code !== 0) throw new Error(describeFailure('curl', run));
  const [seconds] = run.stdout.trim().split(/\s+/).map(Number);
  if (!seconds) throw new Error(`curl printed no timing: ${run.stdout}`);
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(run.stderr);
  return { ms: seconds * 1000, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined };
}

/**
 * Transfer and sha256 the way a shell step does it with native tools: `curl -o F && openssl dgst
 * -sha256 F` (OpenSSL's SHA-256 with SHA-NI, as Node's; coreutils' sha256sum is 5 x slower here).
 * Wall time of the whole command.
 */
async function nativeTransferAndHashOnce(url: string, dest: string): Promise<number> {
  const started = performance.now();
  const run = await runProcess(
    '/bin/sh',
    ['-c', `"${CURL}" -sS --fail -o "$1" "$2" && "${OPENSSL}" dgst -sha256 "$1"`, 'sh', dest, url],
    { timeoutMs: 120_000 },
  );
  const ms = performance.now() - started;
  rmSync(dest, { force: true });
  if (run.code !== 0) throw new Error(describeFailure('curl && openssl dgst', run));
  return ms;
}

/** CPU time of Node's sha256 (OpenSSL) over `bytes` of memory, in 256 KiB updates as the download does. */
function sha256CpuMs(bytes: number): number {
  const block = Buffer.alloc(256 * 1024, 7);
  const hash = createHash('sha256');
  const before = process.cpuUsage();
  for (let done = 0; done < bytes; done += block.length) hash.update(block);
  hash.digest();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

type ArchiveCheck = 'as-it-lands' | 'after';

async function kitOnce(
  script: string,
  url: string,
  dest: string,
  size: number,
  archiveCheck: ArchiveCheck,
): Promise<KitRun> {
  // The emulator serves from this process: its CPU time is the server's side of the transfer.
  const serverCpu = process.cpuUsage();
  const run = await runProcess(process.execPath, [script, url, dest, String(size), archiveCheck], {
    timeoutMs: 180_000,
  });
  const server = process.cpuUsage(serverCpu);
  rmSync(dest, { force: true });
  rmSync(`${dest}.partial`, { force: true });
  if (run.code !== 0) throw new Error(describeFailure('the kit download', run));
  const child = JSON.parse(run.stdout.trim().split('\n').pop() ?? '') as Omit<KitRun, 'serverCpuMs'>;
  return { ...child, serverCpuMs: (server.user + server.system) / 1000 };
}

export async function bundleLink(
  emulatorUrl: string,
  apiKey: string,
): Promise<{ url: string; size: number }> {
  const client = new DocsApiClient({
    baseUrl: parseBaseUrl(emulatorUrl, 'base-url'),
    apiKey: parseApiKey(apiKey, 'api-key'),
    logger: silentLogger,
  });
  const job = await client.startExport({ domain: 'docs.example.com' });
  for (;;) {
    const state = await client.getExportJob(job.jobId);
    if (state.status === 'completed') break;
    await new Promise((done) => setTimeout(done, 20));
  }
  const bundle = await client.generateBundle(job.jobId);
  return { url: bundle.bundleUrl, size: bundle.sizeBytes ?? 0 };
}

export async function downloadThroughput(): Promise<BenchResult> {
  const started = performance.now();
  const [script, nativeClient] = await Promise.all([bundledChild('download-bundle'), buildNativeReference()]);
  const dir = makeTempDir('download');
  try {
    const source = join(dir, 'bundle.tar.gz');
    const generated = await writeRandomTarGz(source, BUNDLE_BYTES);
    const emulator = await startEmulator({ bundleFile: source, exportQueuedMs: 0, exportDurationMs: 0 });
    const close = onCleanup(() => emulator.close());
    const curlMs: number[] = [];
    const curlServerCpuMs: number[] = [];
    const curlCpuMs: number[] = [];
    // The kit as shipped (a tar.gz walked as it lands), and with the check after the transfer:
    // the transfer with its sha256 alone, as the goal states it.
    const kit: KitRun[] = [];
    const kitCheckAfter: KitRun[] = [];
    const nativeMs: number[] = [];
    const nativeRuns = Object.fromEntries(
      NATIVE_LAYOUTS.map(({ layout }): [NativeLayout, NativeRun[]] => [layout, []]),
    ) as Record<NativeLayout, NativeRun[]>;
    const native = existsSync(OPENSSL) && existsSync(CURL);
    const freshBytes = Math.ceil(generated.size * 1.2);
    try {
      const link = await bundleLink(emulator.url, emulator.apiKey);
      const dest = join(dir, 'downloaded.tar.gz');
      // The first download of a run was the slowest here (curl: 1.55-2.47 s, then 1.2-1.7 s): one
      // untimed download warms the server first. Then interleaved, so that a busy moment of the
      // machine hits all alike, in a different order each round.
      await curlOnce(link.url, dest);
      const steps: (() => Promise<void>)[] = [
        async () => {
          const serverCpu = process.cpuUsage();
          const curlRun = await curlOnce(link.url, dest);
          const server = process.cpuUsage(serverCpu);
          curlMs.push(curlRun.ms);
          if (curlRun.cpuMs !== undefined) curlCpuMs.push(curlRun.cpuMs);
          curlServerCpuMs.push((server.user + server.system) / 1000);
        },
        async () => {
          kit.push(await kitOnce(script, link.url, dest, link.size, 'as-it-lands'));
        },
        async () => {
          kitCheckAfter.push(await kitOnce(script, link.url, dest, link.size, 'after'));
        },
        ...(native
          ? [
              async () => {
                nativeMs.push(await nativeTransferAndHashOnce(link.url, dest));
              },
            ]
          : []),
        ...('path' in nativeClient
          ? NATIVE_LAYOUTS.filter(
              ({ layout }) => nativeClient.inflate || layout !== 'read-behind-inflate',
            ).map(({ layout }) => async () => {
              nativeRuns[layout].push(await nativeDownloadOnce(nativeClient.path, link.url, dest, layout));
            })
          : []),
      ];
      for (let round = 0; round < RUNS; round++) {
        for (let step = 0; step < steps.length; step++) {
          touchFreshMemory(dir, freshBytes);
          await steps[(round + step) % steps.length]?.();
        }
      }
    } finally {
      await close();
    }

    const hashCpuMs = sha256CpuMs(generated.size);
    const mibPerS = (ms: number) => generated.size / MiB / (ms / 1000);
    // A throughput figure against curl's: medians of the rounds, with the slowest and fastest round,
    // and the ratio within each round (curl and the measured client ran in the same round).
    const curlThroughput = {
      label: 'curl -o',
      value: mibPerS(median(curlMs)),
      unit: 'MiB/s',
      spread: spreadOf(curlMs.map(mibPerS)),
    };
    const againstCurl = (ms: readonly number[]) => ({
      value: mibPerS(median(ms)),
      unit: 'MiB/s',
      spread: spreadOf(ms.map(mibPerS)),
      reference: curlThroughput,
      ratio: median(curlMs) / median(ms),
      ratioSpread: spreadOf(ms.map((kitMs, i) => (curlMs[i] ?? NaN) / kitMs)),
    });
    // At the share of the cores that curl's download keeps busy (curl and the server), a client
    // that must also spend the sha256's CPU takes longer in proportion: the ratio to expect.
    const cores = availableParallelism();
    const atCurlsShare = curlCpuMs.map((cpu, i) => {
      const moving = cpu + (curlServerCpuMs[i] ?? 0);
      return moving / (moving + hashCpuMs);
    });
    const busyShare = (cpuMs: number, wallMs: number) => cpuMs / (wallMs * cores);
    const kitExtraCpu =
      median(kitCheckAfter.map((r) => r.transferCpuMs)) - (curlCpuMs.length > 0 ? median(curlCpuMs) : NaN);
    const kitTotal = median(kit.map((r) => r.totalMs));
    const kitTransfer = median(kitCheckAfter.map((r) => r.transferMs));
    const kitVerify = median(kitCheckAfter.map((r) => r.verifyMs));
    const curl = median(curlMs);
    const peakRss = Math.max(...kit.map((r) => r.peakRssKiB)) * 1024;
    const transferPeakRss = Math.max(...kitCheckAfter.map((r) => r.transferPeakRssKiB)) * 1024;
    const startRss = median(kit.map((r) => r.startRssKiB)) * 1024;
    const hashesMatch = [...kit, ...kitCheckAfter].every(
      (r) => r.sha256 === generated.sha256 && r.sizeBytes === generated.size,
    );
    for (const { layout } of NATIVE_LAYOUTS) {
      for (const run of nativeRuns[layout]) {
        if (run.bytes !== generated.size || (layout !== 'plain' && run.sha256 !== generated.sha256)) {
          throw new Error(
            `the native reference (${layout}) got ${run.bytes} bytes, sha256 ${run.sha256}: not the served file`,
          );
        }
        if (layout === 'read-behind-inflate' && run.inflated !== BUNDLE_BYTES) {
          throw new Error(
            `the native reference inflated ${run.inflated} bytes, not the bundle's ${BUNDLE_BYTES}`,
          );
        }
      }
    }
    const nativeMedian = (layout: NativeLayout, of: (r: NativeRun) => number) =>
      median(nativeRuns[layout].map(of));
    return {
      id: 'download',
      title: '3. Download',
      figures: [
        figure({
          metric: 'throughput, 1 GiB bundle, whole call (download + sha256 + archive check)',
          ...againstCurl(kit.map((r) => r.totalMs)),
          goal: { on: 'ratio', op: '>=', limit: 0.8 },
        }),
        figure({
          metric: 'throughput of the transfer + sha256 pass alone (archive checked after it)',
          ...againstCurl(kitCheckAfter.map((r) => r.transferMs)),
          goal: { on: 'ratio', op: '>=', limit: 0.95 },
        }),
        ...(curlCpuMs.length > 0
          ? [
              figure({
                metric: "CPU of the kit's transfer beyond curl's for the same bytes (checking after)",
                value: kitExtraCpu / 1000,
                unit: 's',
                reference: {
                  label: `sha256 of ${round(generated.size / MiB, 0)} MiB in memory`,
                  value: hashCpuMs / 1000,
                  unit: 's',
                },
                ratio: kitExtraCpu / hashCpuMs,
              }),
              figure({
                metric: "share of the cores busy (client + server CPU / wall x cores), the kit's transfer",
                value: busyShare(
                  median(kitCheckAfter.map((r) => r.transferCpuMs + r.serverCpuMs)),
                  kitTransfer,
                ),
                unit: '',
                reference: {
                  label: "curl's download",
                  value: busyShare(median(curlCpuMs) + median(curlServerCpuMs), curl),
                  unit: '',
                },
              }),
              figure({
                metric:
                  "transfer + sha256 at curl's share of the cores: (curl + server CPU) / (that + sha256 CPU)",
                value: mibPerS(curl / median(atCurlsShare)),
                unit: 'MiB/s',
                reference: { label: 'curl -o', value: mibPerS(curl), unit: 'MiB/s' },
                ratio: median(atCurlsShare),
              }),
            ]
          : []),
        ...(nativeMs.length > 0
          ? [
              figure({
                metric: 'native tools: curl -o F && openssl dgst -sha256 F',
                ...againstCurl(nativeMs),
              }),
            ]
          : []),
        ...NATIVE_LAYOUTS.filter(({ layout }) => nativeRuns[layout].length > 0).map(({ layout, label }) =>
          figure({
            metric: `native client (C, bench/native): ${label}`,
            ...againstCurl(nativeRuns[layout].map((r) => r.ms)),
          }),
        ),
        figure({
          metric: 'throughput, whole call with the archive checked after the transfer',
          ...againstCurl(kitCheckAfter.map((r) => r.totalMs)),
        }),
        figure({
          metric: 'resident memory growth of the downloading process',
          value: (peakRss - startRss) / MiB,
          unit: 'MiB',
          reference: { label: 'RSS before the download', value: startRss / MiB, unit: 'MiB' },
          goal: { on: 'value', op: '<=', limit: 32 },
        }),
        figure({
          metric: 'resident memory growth during the transfer alone (before the archive check)',
          value: (transferPeakRss - startRss) / MiB,
          unit: 'MiB',
          reference: { label: 'RSS before the download', value: startRss / MiB, unit: 'MiB' },
          goal: { on: 'value', op: '<=', limit: 32 },
        }),
        figure({
          metric: 'sha256 and size equal to the served file (all runs)',
          value: hashesMatch ? 1 : 0,
          unit: hashesMatch ? '(yes)' : '(no)',
          goal: { on: 'value', op: '>=', limit: 1, unit: '' },
        }),
      ],
      notes: [
        `A ${round(generated.size / MiB, 1)} MiB .tar.gz of random content (gzip stores it), generated at bench time ` +
          "in a temp dir and served by the emulator's presigned-link route on 127.0.0.1 (the bench process). " +
          `${RUNS} runs each after an untimed curl download, interleaved (each round starts with another), medians; the kit runs downloadBundle in a child process (an ncc bundle, as the actions ship).`,
        `The kit as shipped walks a tar.gz as it lands, on the pass that hashes it: whole call ${round(kitTotal / 1000, 2)} s ` +
          `(median). With the archive checked after the transfer: transfer with sha256 ${round(kitTransfer / 1000, 2)} s, ` +
          `then the check (a second read of the file) ${round(kitVerify / 1000, 2)} s. curl ${round(curl / 1000, 2)} s ` +
          '(its own time_total). The whole-call figures count the check: the bundle is not usable before it.',
        "Memory growth: the child's peak RSS (VmHWM) minus its VmHWM read just before downloadBundle starts " +
          '(median of the runs), in MiB; for the transfer alone, VmHWM read when the hashed transfer ended ' +
          '(in the runs that check the archive after it).',
        `CPU during the kit's transfer (median): walking as it lands, the kit ${round(median(kit.map((r) => r.transferCpuMs)) / 1000, 2)} s ` +
          `(all its threads) and the server ${round(median(kit.map((r) => r.serverCpuMs)) / 1000, 2)} s in ${round(kitTotal / 1000, 2)} s; ` +
          `checking after, the kit ${round(median(kitCheckAfter.map((r) => r.transferCpuMs)) / 1000, 2)} s ` +
          `and the server ${round(median(kitCheckAfter.map((r) => r.serverCpuMs)) / 1000, 2)} s (whole call) in ` +
          `${round(kitTransfer / 1000, 2)} s of wall time on ${cores} cores; during curl's download, curl ` +
          `${curlCpuMs.length > 0 ? `${round(median(curlCpuMs) / 1000, 2)} s` : '(not measured: no /usr/bin/time)'} and the server ` +
          `${round(median(curlServerCpuMs) / 1000, 2)} s in ${round(curl / 1000, 2)} s.`,
        `The sha256 of ${round(generated.size / MiB, 0)} MiB in memory costs ${round(hashCpuMs / 1000, 2)} s of CPU here ` +
          "(Node's OpenSSL, 256 KiB updates), to compare with the kit's CPU beyond curl's. At the share of the cores that " +
          "curl's download keeps busy, the sha256's CPU alone makes a transfer take longer in proportion: " +
          `${atCurlsShare.map((r) => round(r, 2)).join(', ')} x of curl, per run. ` +
          "The server's CPU is measured over the kit's whole call: it serves nothing during the check after the transfer.",
        'path' in nativeClient
          ? 'The native client (bench/native/fetch-reference.c, built at bench time with cc and OpenSSL) does the ' +
            "kit's job without Node, to tell what the machine allows from what the runtime costs: 256 KiB reads, " +
            "OpenSSL's sha256 as Node's. CPU (all its threads, median): " +
            NATIVE_LAYOUTS.filter(({ layout }) => nativeRuns[layout].length > 0)
              .map(({ layout }) => `${layout} ${round(nativeMedian(layout, (r) => r.cpuMs) / 1000, 2)} s`)
              .join(', ') +
            '.'
          : `The native client was not built, so its figures are missing: ${nativeClient.missing}`,
        `Before every timed download, ${round(freshBytes / MiB, 0)} MiB of zeros are written to a file and removed, so ` +
          'that each download writes into memory the machine has just used: on a VM whose balloon hands freed memory ' +
          "back to its host (the bench machine, BENCHMARKS.md's Machine), a download drawing such pages paid for host faults.",
      ],
      details: {
        bundleBytes: generated.size,
        curlMs: curlMs.map((ms) => round(ms, 0)),
        curlServerCpuMs: curlServerCpuMs.map((ms) => round(ms, 0)),
        curlCpuMs: curlCpuMs.map((ms) => round(ms, 0)),
        sha256CpuMs: round(hashCpuMs, 0),
        ratioAtCurlsShare: atCurlsShare.map((r) => round(r, 3)),
        nativeTransferAndHashMs: nativeMs.map((ms) => round(ms, 0)),
        nativeClient: Object.fromEntries(
          NATIVE_LAYOUTS.map(({ layout }) => [
            layout,
            nativeRuns[layout].map((r) => ({ ms: round(r.ms, 0), cpuMs: round(r.cpuMs, 0) })),
          ]),
        ),
        kitCheckAfter: kitCheckAfter.map((r) => ({
          totalMs: round(r.totalMs, 0),
          transferMs: round(r.transferMs, 0),
          verifyMs: round(r.verifyMs, 0),
          transferCpuMs: round(r.transferCpuMs, 0),
          serverCpuMs: round(r.serverCpuMs, 0),
        })),
        kit: kit.map((r) => ({
          totalMs: round(r.totalMs, 0),
          transferMs: round(r.transferMs, 0),
          verifyMs: round(r.verifyMs, 0),
          peakRssMB: round((r.peakRssKiB * 1024) / MB, 1),
          transferPeakRssMB: round((r.transferPeakRssKiB * 1024) / MB, 1),
          startRssMB: round((r.startRssKiB * 1024) / MB, 1),
          transferCpuMs: round(r.transferCpuMs, 0),
          serverCpuMs: round(r.serverCpuMs, 0),
        })),
      },
      durationMs: performance.now() - started,
    };
  } finally {
    removeTempDir(dir);
  }
}
