import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { loadClipFile } from './clip';

/** 0x9206 (S1078 Table 29): where to upload which recording. */
export interface FileUploadRequest {
  host: string;
  port: number;
  user: string;
  password: string;
  path: string;
  channel: number;
  start: Date | undefined;
  end: Date | undefined;
}

const ZONE_MS = 8 * 3600_000;

function bcdTime(body: Uint8Array, offset: number): Date | undefined {
  const parts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const byte = body[offset + i] ?? 0;
    parts.push((byte >> 4) * 10 + (byte & 0x0f));
  }
  if (parts.every((p) => p === 0)) return undefined;
  const [yy = 0, mo = 1, dd = 1, hh = 0, mi = 0, ss = 0] = parts;
  return new Date(Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss) - ZONE_MS);
}

/** The 0x9206 body, or null when it is cut short. */
export function parseFileUploadRequest(body: Uint8Array): FileUploadRequest | null {
  const text = new TextDecoder();
  let offset = 0;
  const string = (): string | null => {
    const length = body[offset];
    if (length === undefined || offset + 1 + length > body.length) return null;
    const value = text.decode(body.subarray(offset + 1, offset + 1 + length));
    offset += 1 + length;
    return value;
  };
  const host = string();
  if (host === null || offset + 2 > body.length) return null;
  const port = ((body[offset] ?? 0) << 8) | (body[offset + 1] ?? 0);
  offset += 2;
  const user = string();
  const password = string();
  const path = string();
  if (user === null || password === null || path === null) return null;
  // channel, start, end, alarm flags (8), AV type, stream, storage, conditions
  if (offset + 1 + 6 + 6 + 8 + 4 > body.length) return null;
  const channel = body[offset] ?? 0;
  return {
    host,
    port,
    user,
    password,
    path,
    channel,
    start: bcdTime(body, offset + 1),
    end: bcdTime(body, offset + 7),
  };
}

function stamp(date: Date | undefined): string {
  if (!date) return '000000000000';
  const local = new Date(date.getTime() + ZONE_MS);
  return local.toISOString().slice(2, 19).replace(/[-:T]/g, '');
}

/** One upload of a recording (the bundled clip) to an FTP server. */
export class FtpUpload {
  private readonly client = new Client(30_000);
  private cancelled = false;
  readonly remoteFile: string;

  constructor(
    private readonly request: FileUploadRequest,
    terminal: string,
  ) {
    const name = `${terminal}_${request.channel}_${stamp(request.start)}_${stamp(request.end)}.h264`;
    this.remoteFile = `${request.path.replace(/\/+$/, '')}/${name}`;
  }

  /** True when the file arrived whole. */
  async run(): Promise<boolean> {
    try {
      await this.client.access({
        host: this.request.host,
        port: this.request.port,
        user: this.request.user,
        password: this.request.password,
      });
      const dir = this.remoteFile.slice(0, this.remoteFile.lastIndexOf('/')) || '/';
      await this.client.ensureDir(dir);
      const name = this.remoteFile.slice(this.remoteFile.lastIndexOf('/') + 1);
      const data = loadClipFile();
      await this.client.uploadFrom(Readable.from([data]), name);
      return !this.cancelled;
    } catch {
      return false;
    } finally {
      this.client.close();
    }
  }

  cancel(): void {
    this.cancelled = true;
    this.client.close();
  }
}
