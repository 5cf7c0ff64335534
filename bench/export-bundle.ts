import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../src/emulator/index.js';
import { bundleLink } from './download.js';
import { bundledChild, ROOT } from './lib/children.js';
import { makeTempDir, onCleanup, removeTempDir } from './lib/cleanup.js';
import { touchFreshMemory } from './lib/fresh-memory.js';
import { describeFailure, runProcess } from './lib/processes.js';
import type { BenchResult } from './lib/report.js';
import { figure } from './lib/report.js';
import { MiB, max, median, min, round, spreadOf } from './lib/stats.js';
import { ensureExportBundle } from './lib/static-export-bundle.js';

const ROUNDS = 5;
const CURL = '/usr/bin/curl';
const SHA256SUM = '/usr/bin/sha256sum';
const TAR = '/bin/tar';

interface Tree {
  files: number;
  /** sha256 over every path (sorted), its kind, and its content or link target. */
  hash: string;
}

/** What an extraction produced, independent of mtimes and of the order the files were written. */
function hashTree(dir: string): Tree {
  const hash = createHash('sha256');
  let files = 0;
  const visit = (relative: string) => {
    const names = readdirSync(join(dir, relative)).sort();
    for (const name of names) {
      const path = relative ? `${relative}/${name}` : name;
      const full = join(dir, path);
      const stat = lstatSync(full);
      if (stat.isDirectory()) {
        hash.update(`d ${path}\0`);
        visit(path);
      } else if (stat.isSymbolicLink()) {
        hash.update(`l ${path} ${readlinkSync(full)}\0`);
      } else {
        files += 1;
        hash.update(`f ${path} ${stat.mode & 0o777} ${stat.size}\0`);
        hash.update(readFileSync(full));
      }
    }
  };
  visit('');
  return { files, hash: hash.digest('hex') };
}

interface KitRun {
  wallMs: number;
  totalMs: number;
  downloadMs: number;
  extractedAsItLanded: boolean;
  sha256: string;
  sizeBytes: number;
  files: number;
  cpuMs: number;
  peakRssKiB: number;
  startRssKiB: number;
}

interface Round {
  kitMs: number;
  referenceMs: number;
  load: number;
  kit: KitRun;
}

export async function exportBundle(): Promise<BenchResult> {
  const started = performance.now();
  const script = await bundledChild('export-bundle');
  const bundle = await ensureExportBundle(join(ROOT, 'bench', '.work'));
  const dir = makeTempDir('export-bundle');
  try {
    const emulator = await startEmulator({ bundleFile: bundle.path, exportQueuedMs: 0, exportDurationMs: 0 });
    const close = onCleanup(() => emulator.close());
    const rounds: Round[] = [];
    const trees: { kit: Tree; reference: Tree }[] = [];
    const referenceSha256: string[] = [];
    // Everything a run writes (the bundle and the tree), and some: see touchFreshMemory.
    const freshBytes = Math.ceil((bundle.size + bundle.rawBytes) * 1.2);
    try {
      const link = await bundleLink(emulator.url, emulator.apiKey);
      const file = join(dir, 'bundle.tar.gz');
      const kitDir = join(dir, 'kit');
      const tarDir = join(dir, 'tar');
      const prepare = async () => {
        rmSync(file, { force: true });
        rmSync(kitDir, { recursive: true, force: true });
        rmSync(tarDir, { recursive: true, force: true });
        // The previous run's dirty pages are written back now, not during the next timed run.
        await runProcess('/bin/sync', []);
        touchFreshMemory(dir, freshBytes);
      };
      const kitOnce = async (): Promise<{ ms: number; run: KitRun }> => {
        await prepare();
        const run = await runProcess(process.execPath, [script, link.url, file, kitDir, String(link.size)], {
          timeoutMs: 300_000,
        });
        if (run.code !== 0) throw new Error(describeFailure('the kit export', run));
        const child = JSON.parse(run.stdout.trim().split('\n').pop() ?? '') as Omit<KitRun, 'wallMs'>;
        return { ms: run.wallMs, run: { ...child, wallMs: run.wallMs } };
      };
      const referenceOnce = async (): Promise<number> => {
        await prepare();
        const run = await runProcess(
          '/bin/sh',
          [
            '-c',
            `"${CURL}" -sS --fail -o "$1" "$2" && "${SHA256SUM}" "$1" && mkdir "$3" && "${TAR}" -xzf "$1" -C "$3"`,
            'sh',
            file,
            link.url,
            tarDir,
          ],
          { timeoutMs: 300_000 },
        );
        if (run.code !== 0) throw new Error(describeFailure('curl && sha256sum && tar -xzf', run));
        referenceSha256.push(run.stdout.trim().split(/\s+/)[0] ?? '');
        return run.wallMs;
      };
      // One untimed download first (the first of a run was the slowest in bench 3).
      await runProcess(CURL, ['-sS', '--fail', '-o', file, link.url]);
      for (let round = 0; round < ROUNDS; round++) {
        // Interleaved, each round starting with the other: kit, tar, tar, kit, kit, tar.
        const load = os.loadavg()[0] ?? NaN;
        let kit: { ms: number; run: KitRun } | undefined;
        let referenceMs = NaN;
        const tree: Partial<{ kit: Tree; reference: Tree }> = {};
        // Each tree is hashed (untimed) before the next run's preparation removes it.
        for (const step of round % 2 === 0 ? ['kit', 'reference'] : ['reference', 'kit']) {
          if (step === 'kit') {
            kit = await kitOnce();
            tree.kit = hashTree(kitDir);
          } else {
            referenceMs = await referenceOnce();
            tree.reference = hashTree(tarDir);
          }
        }
        const done = kit as { ms: number; run: KitRun };
        rounds.push({ kitMs: done.ms, referenceMs, load, kit: done.run });
        trees.push(tree as { kit: Tree; reference: Tree });
      }
    } finally {
      await close();
    }

    const kitMs = rounds.map((r) => r.kitMs);
    const referenceMs = rounds.map((r) => r.referenceMs);
    const kit = median(kitMs);
    const reference = median(referenceMs);
    const treesEqual = trees.every(
      (t) =>
        t.kit.hash === t.reference.hash && t.kit.files === bundle.files && t.reference.files === bundle.files,
    );
    const hashesMatch =
      rounds.every((r) => r.kit.sha256 === bundle.sha256 && r.kit.sizeBytes === bundle.size) &&
      referenceSha256.every((sha) => sha === bundle.sha256);
    const asItLanded = rounds.every((r) => r.kit.extractedAsItLanded);
    const growth = max(rounds.map((r) => r.kit.peakRssKiB - r.kit.startRssKiB)) / 1024;
    const seconds = (ms: number) => round(ms / 1000, 2);
    return {
      id: 'export-bundle',
      title: '10. Docs bundle export',
      figures: [
        figure({
          metric: 'docs bundle export: whole call vs curl + sha256sum + tar',
          value: kit / 1000,
          unit: 's',
          spread: spreadOf(kitMs, 1 / 1000),
          reference: {
            label: 'curl -o F && sha256sum F && tar -xzf F',
            value: reference / 1000,
            unit: 's',
            spread: spreadOf(referenceMs, 1 / 1000),
          },
          ratio: kit / reference,
          ratioSpread: spreadOf(rounds.map((r) => r.kitMs / r.referenceMs)),
          goal: { on: 'ratio', op: '<=', limit: 1.0 },
        }),
        figure({
          metric:
            "docs bundle export: extracted tree equal to tar's, sha256 equal to the served file (all rounds)",
          value: treesEqual && hashesMatch ? 1 : 0,
          unit: treesEqual && hashesMatch ? '(yes)' : '(no)',
          goal: { on: 'value', op: '>=', limit: 1, unit: '' },
        }),
        figure({
          metric: 'docs bundle export: resident memory growth of the kit process',
          value: growth,
          unit: 'MiB',
        }),
      ],
      notes: [
        `A static-export-like bundle (bench/lib/static-export-bundle.ts): ${bundle.files} files, ` +
          `${round(bundle.rawBytes / MiB, 0)} MiB extracted, ${round(bundle.size / MiB, 1)} MiB gzipped (level 6); ` +
          `generated once (${seconds(bundle.generationMs)} s) and cached in bench/.work. Served by the emulator's ` +
          'presigned-link route on 127.0.0.1 (the bench process).',
        `${ROUNDS} rounds, interleaved (kit, reference, reference, kit, ...), after one untimed curl download; ` +
          'the median, min and max of each. Both are timed as whole processes (spawn to exit): the kit is a ' +
          'child running an ncc bundle (as the actions ship) of downloadBundle with extractTo (download, sha256, ' +
          `check and extraction as the bundle lands${asItLanded ? '' : '; NOT in every round: see details'}); the ` +
          'reference is one sh -c of curl -o F && sha256sum F && mkdir D && tar -xzf F -C D. ' +
          `Kit ${seconds(kit)} s ` +
          `(${seconds(min(kitMs))}-${seconds(max(kitMs))}), reference ${seconds(reference)} s ` +
          `(${seconds(min(referenceMs))}-${seconds(max(referenceMs))}).`,
        "Every round, the kit's tree and tar's are hashed (every path sorted, its kind, mode, size and content) " +
          `and compared, and both with the generated file count: ${treesEqual ? 'equal in all rounds' : 'NOT EQUAL'}. ` +
          `The kit's sha256 and sha256sum's equal the served file's: ${hashesMatch ? 'yes' : 'NO'}.`,
        'Before every timed run: the previous trees and file are removed, `sync` writes back dirty pages, and ' +
          `${round(Math.ceil((bundle.size + bundle.rawBytes) * 1.2) / MiB, 0)} MiB of zeros are written and removed ` +
          '(see bench 3: freshly freed memory costs host faults on this VM). The 1-minute load average at the ' +
          `start of each round: ${rounds.map((r) => round(r.load, 2)).join(', ')}.`,
      ],
      details: {
        bundle: {
          files: bundle.files,
          rawBytes: bundle.rawBytes,
          gzBytes: bundle.size,
          generationMs: bundle.generationMs,
        },
        rounds: rounds.map((r) => ({
          kitMs: round(r.kitMs, 0),
          referenceMs: round(r.referenceMs, 0),
          ratio: round(r.kitMs / r.referenceMs, 3),
          load1: round(r.load, 2),
          kitCallMs: round(r.kit.totalMs, 0),
          kitCpuMs: round(r.kit.cpuMs, 0),
          kitExtractedAsItLanded: r.kit.extractedAsItLanded,
          kitRssGrowthMiB: round((r.kit.peakRssKiB - r.kit.startRssKiB) / 1024, 1),
        })),
        kitMs: { median: round(kit, 0), min: round(min(kitMs), 0), max: round(max(kitMs), 0) },
        referenceMs: {
          median: round(reference, 0),
          min: round(min(referenceMs), 0),
          max: round(max(referenceMs), 0),
        },
        trees: trees.map((t) => ({ kit: t.kit, reference: t.reference })),
      },
      durationMs: performance.now() - started,
    };
  } finally {
    removeTempDir(dir);
  }
}
