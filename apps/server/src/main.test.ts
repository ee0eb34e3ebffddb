import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real process: started as `npm start` starts it, on the embedded database in a
 * temporary DATA_DIR, stopped with SIGTERM and started again.
 */
const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'convoy-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONFIG_FILE: '',
      LOG_LEVEL: 'info',
      PORT_JT808: '0',
      PORT_H02: '0',
      PORT_GT06: '0',
      PORT_TELTONIKA: '0',
      PORT_OSMAND: '0',
      PORT_MEDIA: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Convoy is ready')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

function stopProcess(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

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
