import { createServer, type IncomingMessage, type Server } from 'node:http';
import { osmand, ProtocolError } from '@convoy/protocols';
import type { GatewayContext } from './gateway-context';

/** Largest request body a phone tracker sends (a JSON batch of a few fixes). */
const MAX_BODY_BYTES = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ProtocolError('OsmAnd: request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The OsmAnd protocol of phone tracker apps over HTTP (GET or POST). The app is answered
 * 200 only once its position is stored; 400 for a malformed report, 404 for a device no
 * account owns (the app retries later either way).
 */
export class OsmandListener {
  private server: Server | null = null;
  readonly stats = { requests: 0, stored: 0, rejected: 0 };

  constructor(
    private readonly context: GatewayContext,
    private readonly port: number,
    private readonly host = '0.0.0.0',
  ) {}

  get boundPort(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.stats.requests++;
      this.handle(request).then(
        (status) => {
          response.writeHead(status).end();
        },
        (error: unknown) => {
          this.stats.rejected++;
          const malformed = error instanceof ProtocolError;
          if (!malformed) this.context.log.error({ err: error }, 'OsmAnd request failed');
          response.writeHead(malformed ? 400 : 500).end();
        },
      );
    });
    server.requestTimeout = 30_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage): Promise<number> {
    const body = request.method === 'POST' ? await readBody(request) : undefined;
    const report = osmand.decodeOsmand(request.url ?? '/', body, request.headers['content-type']);
    const device = await this.context.registry.find(report.deviceId);
    if (!device) {
      const address = request.socket.remoteAddress ?? '?';
      if (this.context.unknown.record(report.deviceId, 'osmand', address)) {
        this.context.log.warn(
          { protocol: 'osmand', identifier: report.deviceId },
          'frames from a device no account owns; not stored',
        );
      }
      return 404;
    }
    await this.context.pipeline.process(device, [report.position]);
    this.stats.stored++;
    return 200;
  }
}
