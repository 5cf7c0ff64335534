import nock from 'nock';
import { emulatorBanner, parseFaultSpec, startEmulator } from '../../../src/emulator/index.js';
import { bundleLink, call, sleep, startCompletedExport } from '../../support/emulator-calls.js';

nock.enableNetConnect('127.0.0.1');

function countResources(kind: string): number {
  return process.getActiveResourcesInfo().filter((r) => r === kind).length;
}

/** True when nothing accepts connections at the origin any more (fetch: nock fakes raw net sockets). */
async function isClosed(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/v1/project/update-status/x`);
    return false;
  } catch (error) {
    return /ECONNREFUSED/.test(String((error as Error).cause));
  }
}

describe('emulator: lifecycle', () => {
  it('prints the CLI banner lines', async () => {
    const emulator = await startEmulator({ apiKey: 'dcs_fixedkey1234567890' });
    try {
      expect(emulatorBanner(emulator)).toEqual([
        `DOCS_API_URL=${emulator.url}`,
        'DOCS_API_KEY=dcs_fixedkey1234567890',
      ]);
    } finally {
      await emulator.close();
    }
  });

  it('close() ends keep-alive, slow and streaming connections and leaves no handles behind', async () => {
    await sleep(20);
    const servers = countResources('TCPServerWrap');
    const sockets = countResources('TCPSocketWrap');
    const timers = countResources('Timeout');
    const emulator = await startEmulator();
    expect(countResources('TCPServerWrap')).toBe(servers + 1);
    // A keep-alive connection left idle, a request held by a slow fault, a download left unread.
    expect((await call(emulator, 'POST', '/project/update/p')).status).toBe(202);
    emulator.control.addFault(parseFaultSpec('slow:60000@status'));
    const slow = call(emulator, 'GET', '/project/update-status/x').catch((error: unknown) => error);
    const link = await bundleLink(emulator, await startCompletedExport(emulator));
    const unread = await fetch(link.bundleUrl);
    expect(unread.status).toBe(200);
    await sleep(20);

    await emulator.close();
    await emulator.close();
    // fetch's TypeError comes from another realm than jest's globals: compare by text.
    expect(String(await slow)).toMatch(/fetch failed/);
    expect(await isClosed(emulator.origin)).toBe(true);
    expect(countResources('TCPServerWrap')).toBe(servers);
    // Client sockets close once they see the server's end of the connection.
    for (let i = 0; i < 50 && countResources('TCPSocketWrap') > sockets; i += 1) await sleep(10);
    expect(countResources('TCPSocketWrap')).toBeLessThanOrEqual(sockets);
    expect(countResources('Timeout')).toBeLessThanOrEqual(timers);
  });

  it('listens on the requested host and port', async () => {
    const probe = await startEmulator();
    const port = Number(new URL(probe.origin).port);
    await probe.close();
    const emulator = await startEmulator({ port, host: '127.0.0.1' });
    try {
      expect(emulator.origin).toBe(`http://127.0.0.1:${port}`);
      expect((await call(emulator, 'POST', '/project/update/p')).status).toBe(202);
    } finally {
      await emulator.close();
    }
  });

  it('rejects invalid options before listening', async () => {
    await expect(startEmulator({ timeScale: 0 })).rejects.toThrow(/timeScale/);
    await expect(startEmulator({ previewLimit: { count: 0, windowMs: 1000 } })).rejects.toThrow(
      /previewLimit/,
    );
    await expect(startEmulator({ apiKey: 'nope' })).rejects.toThrow(/API key/);
    await expect(startEmulator({ faults: [{ kind: 'status', status: 200 }] })).rejects.toThrow(/status/);
  });

  it('clears the request log in place', async () => {
    const emulator = await startEmulator();
    try {
      const log = emulator.requests;
      await call(emulator, 'POST', '/project/update/p');
      expect(log).toHaveLength(1);
      emulator.control.clearRequests();
      expect(emulator.requests).toBe(log);
      expect(log).toHaveLength(0);
    } finally {
      await emulator.close();
    }
  });
});
