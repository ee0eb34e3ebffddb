import { createRequire } from 'node:module';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LiveMessage } from '@convoy/domain';
import { decodeJt808, splitJt808Frames } from '@convoy/protocols';
import { encodeLocation, type TerminalIdentity } from '@convoy/simulator';

/**
 * The clients of the live latency benchmark (live-latency.ts), each role in a process of its
 * own so that neither the server nor the other role delays what it measures:
 *
 * - `terminals COUNT PORT FIRST_NUMBER INTERVAL_S`: COUNT JT/T 808 terminals, one TCP
 *   connection each, every one sending a 0x0200 every INTERVAL_S seconds, the fleet's reports
 *   spread evenly over the interval. A report carries its terminal's own counter in the
 *   longitude's micro-degrees, so the record pushed for it names it exactly.
 * - `monitor WS_URL FIRST_NUMBER`: one browser's live connection on /api/ws.
 *
 * Both tell the parent, every few hundred milliseconds, [terminal, counter, epoch ms] triples:
 * when each report was written to its socket and acknowledged, and when the message carrying
 * it arrived (with that message's seq). Sender and receiver read the same clock (Date.now()).
 */

/** Longitude of every report, in micro-degrees, before the report's counter is added. */
export const LONGITUDE_BASE_MICRO = 114_000_000;
/** Latitude of a terminal's reports, in micro-degrees: its own, 1 m from the next one's. */
const latitudeMicro = (index: number) => 22_500_000 + index * 10;
/**
 * The terminals' own loopback address: other clients on the machine (another benchmark's
 * terminals) do not take the ephemeral ports of theirs.
 */
const LOCAL_ADDRESS = '127.0.1.1';
/** How often logged times go to the parent. */
const REPORT_EVERY_MS = 250;
/** How often the terminals look for reports that are due. */
const TICK_MS = 5;

export type LiveClientMessage =
  | { type: 'connected'; connected: number; startedAt: number }
  | { type: 'open' }
  | { type: 'sent'; log: number[] }
  | { type: 'acknowledged'; log: number[] }
  | { type: 'seen'; log: number[]; messages: number; records: number; bytes: number }
  | { type: 'closed'; sockets: number; errors: Record<string, number> };

export type LiveControlMessage = 'stop' | 'exit';

const tell = (message: LiveClientMessage) => process.send?.(message);

interface Terminal {
  index: number;
  identity: TerminalIdentity;
  socket: Socket;
  buffer: Buffer;
}

async function runTerminals(args: string[]): Promise<void> {
  const [countText, portText, firstText, intervalText] = args;
  const count = Number(countText);
  const port = Number(portText);
  const first = Number(firstText);
  const intervalMs = Number(intervalText) * 1000;
  const terminals: Terminal[] = [];
  const sent: number[] = [];
  const acknowledged: number[] = [];
  let closed = 0;
  /** Socket errors by code, such as connections reset. */
  const errors: Record<string, number> = {};

  const receive = (terminal: Terminal, chunk: Buffer) => {
    const buffer = terminal.buffer.length > 0 ? Buffer.concat([terminal.buffer, chunk]) : chunk;
    const { frames, consumed } = splitJt808Frames(buffer);
    terminal.buffer = Buffer.from(buffer.subarray(consumed));
    const now = Date.now();
    for (const wire of frames) {
      const { header, message } = decodeJt808(wire);
      // 0x8001 body: reply serial, reply id, result (JT/T 808-2013 §8.2).
      if (header.msgId !== 0x8001 || message.type !== 'unknown' || message.body.length < 5) {
        continue;
      }
      const body = message.body;
      if ((((body[2] as number) << 8) | (body[3] as number)) !== 0x0200) continue;
      // The serial is the report's counter (a run stays far below 65,536 reports a terminal).
      acknowledged.push(terminal.index, ((body[0] as number) << 8) | (body[1] as number), now);
    }
  };
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: LOCAL_ADDRESS }, () => {
        terminals[index] = terminal;
        resolve();
      });
      const terminal: Terminal = {
        index,
        identity: { phone: String(first + index).padStart(12, '0'), version: '2013' },
        socket,
        buffer: Buffer.alloc(0),
      };
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => receive(terminal, chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        errors[code] = (errors[code] ?? 0) + 1;
        resolve();
      });
      socket.on('close', () => closed++);
    });
  for (let i = 0; i < count; i += 500) {
    await Promise.all(Array.from({ length: Math.min(500, count - i) }, (_, k) => open(i + k)));
  }

  // Report n is terminal n % count's report number ⌊n / count⌋, due at n × interval / count:
  // every terminal once an interval, the fleet evenly spread over it.
  const startedAt = Date.now();
  tell({ type: 'connected', connected: terminals.filter(Boolean).length, startedAt });
  let next = 0;
  const send = () => {
    const due = Math.floor(((Date.now() - startedAt) * count) / intervalMs) + 1;
    for (; next < due; next++) {
      const terminal = terminals[next % count];
      if (!terminal || terminal.socket.destroyed) continue;
      const counter = Math.floor(next / count);
      const writtenAt = Date.now();
      terminal.socket.write(
        encodeLocation(terminal.identity, counter & 0xffff, {
          time: new Date(writtenAt),
          latitude: latitudeMicro(terminal.index) / 1e6,
          longitude: (LONGITUDE_BASE_MICRO + counter) / 1e6,
          altitudeM: 20,
          speedKmh: 40,
          course: 90,
          valid: true,
          ignition: true,
          satellites: 9,
        }),
      );
      sent.push(terminal.index, counter, writtenAt);
    }
  };
  const sender = setInterval(send, TICK_MS);
  const report = () => {
    if (sent.length > 0) tell({ type: 'sent', log: sent.splice(0) });
    if (acknowledged.length > 0) tell({ type: 'acknowledged', log: acknowledged.splice(0) });
    tell({ type: 'closed', sockets: closed, errors });
  };
  const reporter = setInterval(report, REPORT_EVERY_MS);
  process.on('message', (message: LiveControlMessage) => {
    if (message === 'stop') clearInterval(sender);
    if (message === 'exit') {
      clearInterval(sender);
      clearInterval(reporter);
      report();
      // Reset rather than closed: no ephemeral port stays in TIME_WAIT for the next run.
      for (const terminal of terminals) terminal?.socket.resetAndDestroy();
      process.disconnect();
    }
  });
}

interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open' | 'close', listener: () => void): void;
  close(): void;
}

function runMonitor(args: string[]): void {
  const [url, firstText] = args;
  const first = Number(firstText);
  const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;
  const socket = new WebSocket(url as string);
  const seen: number[] = [];
  let messages = 0;
  let records = 0;
  let bytes = 0;
  socket.on('open', () => tell({ type: 'open' }));
  socket.on('message', (data) => {
    const arrived = Date.now();
    const message = JSON.parse(data.toString()) as LiveMessage;
    messages++;
    bytes += data.length;
    for (const record of message.records ?? []) {
      records++;
      if (!record.lastLoc) continue;
      // Only the terminals' reports: the fleet's first locations are elsewhere.
      const index = Number(record.tracker.imei) - first;
      if (Math.round(record.lastLoc.lat * 1e6) !== latitudeMicro(index)) continue;
      const counter = Math.round(record.lastLoc.lng * 1e6) - LONGITUDE_BASE_MICRO;
      seen.push(index, counter, arrived, message.seq);
    }
  });
  const report = () => {
    tell({ type: 'seen', log: seen.splice(0), messages, records, bytes });
  };
  const reporter = setInterval(report, REPORT_EVERY_MS);
  process.on('message', (message: LiveControlMessage) => {
    if (message !== 'exit') return;
    clearInterval(reporter);
    report();
    socket.close();
    process.disconnect();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [role, ...args] = process.argv.slice(2);
  if (role === 'terminals') await runTerminals(args);
  else if (role === 'monitor') runMonitor(args);
  else throw new Error(`unknown role ${role}`);
}
