import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, stopServerProcess } from './test-support/server-process';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

/**
 * The real process: started as `npm start` starts it, on the embedded database in a
 * temporary DATA_DIR, stopped with SIGTERM and started again.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'convoy-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startProcess = (port: number) =>
  startServerProcess({ PORT: String(port), DATA_DIR: dataDir });
const stopProcess = (child: ChildProcess) => stopServerProcess(child);

describe('the server process', () => {
  it('prints a generated admin password once, survives SIGTERM and keeps accounts and sessions', async () => {
    const port = await freePort();
    const first = await startProcess(port);
    const generated = /generated password (\S+)/.exec(first.output())?.[1];
    expect(generated).toBeTruthy();

    const login = await fetch(`http://127.0.0.1:${port}/api/Login/UserLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ useraccount: 'admin', password: generated }),
    });
    const { value } = (await login.json()) as { value: { userToken: string } };
    expect(value.userToken).toBeTruthy();
    expect(await stopProcess(first.child)).toBe(0);

    const second = await startProcess(port);
    try {
      expect(second.output()).not.toContain('generated password');
      const info = await fetch(`http://127.0.0.1:${port}/api/User/GetSimpleUserInfo`, {
        headers: { authorization: `Bearer ${value.userToken}` },
      });
      expect(info.status).toBe(200);
      const demo = await fetch(`http://127.0.0.1:${port}/api/Login/UserLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ useraccount: 'demo', password: 'demo123' }),
      });
      expect(((await demo.json()) as { state: number }).state).toBe(1);
    } finally {
      expect(await stopProcess(second.child)).toBe(0);
    }
  });

  it('refuses an invalid configuration with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
      env: { ...process.env, CONFIG_FILE: '', PORT: 'eighty', PORT_GT06: '70000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('PORT_GT06');
  });
});
