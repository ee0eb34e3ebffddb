import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type SimulatedFix, VirtualTerminal } from '@convoy/simulator';
import { call } from '../test-support/test-server';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../test-support/server-process';

/**
 * Nothing lost: 100 simulated terminals stream to the real server process on the embedded
 * database; the process is killed with SIGKILL mid-stream. After a restart every position it
 * acknowledged is stored, and what the terminals resend (everything not acknowledged) is
 * stored too.
 */
const DEVICES = 100;
const dataDir = mkdtempSync(join(tmpdir(), 'convoy-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('kill -9 while 100 devices stream', () => {
  it('keeps every acknowledged position and stores what the devices resend', async () => {
    const [httpPort, jt808Port] = [await freePort(), await freePort()];
    const env = {
      PORT: String(httpPort),
      PORT_JT808: String(jt808Port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'crash-test',
      DEMO: '0',
    };
    const base = `http://127.0.0.1:${httpPort}`;
    let server: ServerProcess = await startServerProcess(env);
    const login = async () =>
      (
        (
          await call(base, '/api/Login/UserLogin', {
            method: 'POST',
            json: { useraccount: 'admin', password: 'crash-test' },
          })
        ).body.value as {
          userToken: string;
        }
      ).userToken;
    let token = await login();
    const phones = Array.from({ length: DEVICES }, (_, i) => String(15000000000 + i));
    for (const phone of phones) {
      const added = await call(base, '/api/Device/AddDevice', {
        method: 'POST',
        token,
        json: { imei: phone, name: `Unit ${phone}` },
      });
      expect(added.status).toBe(200);
    }
    const terminals = phones.map(
      (phone) => new VirtualTerminal({ phone, version: '2013' }, '127.0.0.1', jt808Port),
    );
    await Promise.all(terminals.map((t) => t.connect()));

    // Stream: each terminal sends a report every 10 ms, a few in flight, until the kill.
    const start = Date.parse('2026-10-01T00:00:00Z');
    const sent = terminals.map(() => [] as number[]);
    let streaming = true;
    const streams = terminals.map(async (terminal, index) => {
      for (let n = 0; streaming; n++) {
        const fix: SimulatedFix = {
          time: new Date(start + n * 1000),
          latitude: 30 + index / 1000,
          longitude: 120 + n / 100_000,
          altitudeM: 5,
          speedKmh: 30,
          course: 90,
          valid: true,
          ignition: true,
        };
        sent[index]!.push(fix.time.getTime());
        void terminal.report(fix);
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    // Kill once the server has acknowledged a good number of reports, however busy the
    // machine is (a fixed time would make the test depend on its speed).
    const acknowledgedSoFar = () =>
      terminals.reduce((n, t) => n + t.acknowledgedFixTimes.length, 0);
    for (let waited = 0; acknowledgedSoFar() <= 3 * DEVICES && waited < 60_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await stopServerProcess(server.child, 'SIGKILL');
    streaming = false;
    await Promise.all(streams);

    const acknowledged = terminals.map((t) => [...t.acknowledgedFixTimes]);
    const totalAcknowledged = acknowledged.reduce((n, a) => n + a.length, 0);
    const totalSent = sent.reduce((n, s) => n + s.length, 0);
    expect(totalAcknowledged).toBeGreaterThan(DEVICES);
    // Some reports were in flight at the kill: the resend path below is exercised.
    expect(totalSent).toBeGreaterThan(totalAcknowledged);

    server = await startServerProcess(env);
    try {
      token = await login();
      const stored = async (phone: string, last: number) => {
        const { body } = await call(base, '/api/Location/GetHistories', {
          method: 'POST',
          token,
          json: {
            imei: phone,
            startTime: new Date(start).toISOString(),
            endTime: new Date(last + 1000).toISOString(),
          },
        });
        return new Set((body.value as { gpsTime: string }[]).map((p) => Date.parse(p.gpsTime)));
      };
      let missingAcknowledged = 0;
      for (const [index, phone] of phones.entries()) {
        const times = await stored(phone, Math.max(start, ...sent[index]!));
        missingAcknowledged += acknowledged[index]!.filter((t) => !times.has(t)).length;
      }
      expect(missingAcknowledged, `of ${totalAcknowledged} acknowledged`).toBe(0);

      // The terminals come back and resend what was never acknowledged.
      await Promise.all(terminals.map((t) => t.reconnect()));
      const deadline = Date.now() + 90_000;
      while (terminals.some((t) => t.pending > 0) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(terminals.reduce((n, t) => n + t.pending, 0)).toBe(0);
      let missingSent = 0;
      for (const [index, phone] of phones.entries()) {
        const times = await stored(phone, Math.max(start, ...sent[index]!));
        missingSent += sent[index]!.filter((t) => !times.has(t)).length;
      }
      expect(missingSent, `of ${totalSent} sent`).toBe(0);
    } finally {
      terminals.forEach((t) => t.close());
      await stopServerProcess(server.child);
    }
  }, 300_000);
});
