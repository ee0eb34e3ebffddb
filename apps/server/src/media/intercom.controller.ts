import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  ERR,
  intercomQuerySchema,
  intercomStatusSchema,
  type IntercomStateMessage,
} from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { VideoService } from '../video/video.service';
import type { IntercomService } from './intercom.service';
import type { MediaServer } from './media-server';
import type { TalkListener } from './talk-channel';

/** The largest voice message a browser may send: a second of G.711 A-law. */
const MAX_VOICE_BYTES = 8000;

interface IntercomSocket {
  readonly readyState: number;
  send(data: Uint8Array | string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
}

/** Intercom (two-way talk) and listen-in between a browser and a recorder (SPEC.md §2, §4). */
export async function registerIntercomController(
  app: FastifyInstance,
  deps: { video: VideoService; intercom: IntercomService; media: MediaServer },
): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(fastifyWebsocket);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/api/Video/Intercom',
    schema: {
      tags: ['Video'],
      summary:
        'Intercom or listen-in with a recorder: its state, or the conversation over WebSocket',
      description:
        'Upgraded to a WebSocket, opens two-way talk (0x9101 data type 2) or listen-in (data type 3). The browser sends G.711 A-law, 8 kHz, in binary messages (320 bytes = 40 ms); the server sends the recorder audio as 16-bit little-endian PCM at 8 kHz in binary messages, and { state, reason } in text messages: requesting, connected, inConversation (talking, or listening for listen-in), closed. The last browser to leave closes the session with 0x9102. Without the upgrade, answers the state of the session.',
      querystring: intercomQuerySchema,
      response: { 200: envelope(intercomStatusSchema), ...commonErrorResponses },
    },
    handler: async (request) => {
      const { imei, channel, mode } = request.query;
      const device = await deps.video.device(principalOf(request).accountId, imei, channel);
      const talk = deps.media.existingTalk(device.id, channel, mode);
      return ok({
        state: !talk ? 'closed' : talk.linked ? 'inConversation' : 'connected',
        payloadType: talk?.payloadType ?? null,
        listeners: talk?.listenerCount ?? 0,
      });
    },
    wsHandler: (raw, request) => {
      const socket = raw as unknown as IntercomSocket;
      const parsed = intercomQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        socket.close(4000, ERR.GENERIC_INTERNAL);
        return;
      }
      const { imei, channel, mode } = parsed.data;
      const say = (message: IntercomStateMessage) => {
        if (socket.readyState === 1) socket.send(JSON.stringify(message));
      };
      let left = false;
      let leave: (() => void) | null = null;
      socket.on('close', () => {
        left = true;
        leave?.();
      });
      say({ state: 'requesting' });
      deps.video
        .device(principalOf(request).accountId, imei, channel)
        .then((device) => deps.intercom.open(device, channel, mode))
        .then(
          (talk) => {
            const listener: TalkListener = {
              pcm: (samples) => {
                if (socket.readyState === 1) {
                  socket.send(
                    new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
                  );
                }
              },
              linked: () => say({ state: 'inConversation' }),
              end: (reason) => {
                say({ state: 'closed', reason });
                socket.close(1000, reason.slice(0, 100));
              },
            };
            leave = () => talk.removeListener(listener);
            if (left) {
              // The browser hung up while the recorder was being asked.
              if (talk.listenerCount === 0) void deps.intercom.close(talk.deviceId, channel, mode);
              return;
            }
            say({ state: 'connected' });
            talk.addListener(listener);
            socket.on('message', (data, isBinary) => {
              if (!isBinary || mode !== 'talk' || data.length > MAX_VOICE_BYTES) return;
              talk.speak(data);
            });
          },
          (error: unknown) => {
            const key = error instanceof AppError ? error.code : ERR.GENERIC_INTERNAL;
            say({ state: 'closed', reason: key });
            socket.close(4000, key);
          },
        );
    },
  });
}
