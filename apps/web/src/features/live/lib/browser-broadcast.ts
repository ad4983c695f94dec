import { liveBrowserChunkMaxBytes, liveBrowserChunkMs, msg } from '@simmer/contracts';
import { ApiError } from '../../../lib/api';
import { sendBrowserChunk } from '../api/live-api';

/** Formats the recorder may produce, best first; the server transcodes any of them. */
const recorderTypes = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=h264,opus',
  'video/webm',
];

/** The first WebM format this browser records, or null when it cannot record. */
export function recorderType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return recorderTypes.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/** What a person can do about a getUserMedia failure, in the studio's words. */
export function cameraErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return msg.liveCameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return msg.liveCameraNotFound;
  if (name === 'NotReadableError' || name === 'AbortError') return msg.liveCameraBusy;
  return msg.liveCameraUnsupported;
}

export interface BroadcastState {
  sending: boolean;
  /** Chunks recorded but not yet taken by the server. */
  backlog: number;
  sent: number;
  slow: boolean;
  restarting: boolean;
  /** Why the broadcast stopped for good (the page shows it). */
  error: string | null;
}

interface Chunk {
  session: string;
  index: number;
  blob: Blob;
}

/** Behind by this many chunks: warn. Behind by the second figure: drop the backlog and restart. */
const slowBacklog = 4;
const restartBacklog = 20;
/** Waits between tries of one chunk when the network or the server fails (then give up). */
const retryDelaysMs = [500, 1000, 2000, 3000, 4000];
/** More restarts than this within a minute: something is wrong for good. */
const maxRestartsPerMinute = 5;

const newSession = () =>
  (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9-]/g,
    '',
  );
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records a camera stream with MediaRecorder in 1 s WebM chunks and sends them to the running
 * livestream one after the other (ordered POSTs, each numbered in its recorder session).
 * A failed chunk is retried; a repeat is ignored by the server; a gap, or a backlog the
 * connection cannot catch up with, restarts the recorder in a new session (a fresh WebM
 * header), which the server appends to the same livestream.
 */
export class BrowserBroadcast {
  private recorder: MediaRecorder | null = null;
  private session = '';
  private nextIndex = 0;
  private queue: Chunk[] = [];
  private pumping = false;
  private stopped = false;
  private restarts: number[] = [];
  private state: BroadcastState = {
    sending: false,
    backlog: 0,
    sent: 0,
    slow: false,
    restarting: false,
    error: null,
  };

  constructor(
    private readonly opts: {
      streamId: number;
      streamKey: string;
      media: MediaStream;
      mimeType: string;
      onState: (state: BroadcastState) => void;
    },
  ) {}

  start() {
    this.stopped = false;
    this.record();
    this.update({ sending: true, error: null });
  }

  /** Stops recording and sending (what was not sent is dropped). */
  stop() {
    this.stopped = true;
    this.queue = [];
    this.stopRecorder();
    this.update({ sending: false, backlog: 0, slow: false, restarting: false });
  }

  private update(patch: Partial<BroadcastState>) {
    this.state = { ...this.state, ...patch };
    this.opts.onState(this.state);
  }

  private stopRecorder() {
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }

  private record() {
    const session = newSession();
    this.session = session;
    this.nextIndex = 0;
    const recorder = new MediaRecorder(this.opts.media, {
      mimeType: this.opts.mimeType,
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
    });
    recorder.ondataavailable = (event) => {
      // Data of a replaced recorder belongs to a session the server no longer expects.
      if (this.stopped || this.session !== session || !event.data.size) return;
      this.queue.push({ session, index: this.nextIndex++, blob: event.data });
      this.update({ backlog: this.queue.length, slow: this.queue.length > slowBacklog });
      if (this.queue.length > restartBacklog) {
        this.restart();
        return;
      }
      void this.pump();
    };
    this.recorder = recorder;
    recorder.start(liveBrowserChunkMs);
  }

  private restart() {
    const now = Date.now();
    this.restarts = this.restarts.filter((t) => now - t < 60_000);
    this.restarts.push(now);
    if (this.restarts.length > maxRestartsPerMinute) {
      this.fail(msg.liveCameraFailed);
      return;
    }
    this.stopRecorder();
    this.queue = [];
    this.update({ restarting: true, backlog: 0 });
    this.record();
  }

  private fail(message: string) {
    this.stop();
    this.update({ error: message });
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.stopped && this.queue.length) {
        const chunk = this.queue[0]!;
        const outcome = await this.send(chunk);
        // A restart or a stop while the chunk was on its way makes its answer irrelevant.
        if (this.stopped || chunk.session !== this.session) continue;
        if (outcome === 'sent') {
          this.queue.shift();
          this.update({
            sent: this.state.sent + 1,
            backlog: this.queue.length,
            slow: this.queue.length > slowBacklog,
            restarting: false,
          });
        } else if (outcome === 'restart') {
          this.restart();
        } else {
          this.fail(outcome.error);
        }
      }
    } finally {
      this.pumping = false;
    }
  }

  private async send(chunk: Chunk): Promise<'sent' | 'restart' | { error: string }> {
    if (chunk.blob.size > liveBrowserChunkMaxBytes) return 'restart';
    for (let attempt = 0; ; attempt++) {
      try {
        await sendBrowserChunk(this.opts.streamId, this.opts.streamKey, chunk);
        return 'sent';
      } catch (error) {
        if (!(error instanceof ApiError)) return { error: msg.liveCameraFailed };
        if (error.status === 409 && error.message === msg.liveBrowserGap) return 'restart';
        const retryable = error.status === 0 || error.status === 429 || error.status >= 500;
        if (!retryable) return { error: error.message };
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || this.stopped) return { error: msg.liveCameraFailed };
        await wait(delay);
      }
    }
  }
}
