/** A broadcast input: where the broadcaster sends video, and the id viewers play it by. */
export interface LiveInput {
  /** The provider's id of the input (Mux live stream id, or ours for the embedded ingest). */
  providerStreamId: string;
  /** Secret key the broadcasting software sends with the stream. */
  streamKey: string;
  playbackId: string;
}

export interface LiveWatchEvents {
  /** Video arrived and the first segment is playable. Called at most once per watch. */
  onLive(): void;
  /** The input stopped by itself (broadcaster disconnected, ingest failed). */
  onEnded(reason: string): void;
}

/** One piece of a browser broadcast: WebM bytes from MediaRecorder, numbered from 0 per session. */
export interface BrowserChunk {
  /** Chosen by the page for each recorder run; a new session restarts the ingest from its header. */
  session: string;
  index: number;
  data: Buffer;
}

/**
 * What became of a chunk: taken, a repeat of one already taken (ignored), a gap (the page
 * restarts its recorder), refused because broadcasting software is already live, or the
 * input is no longer followed (ended).
 */
export type BrowserChunkResult = 'accepted' | 'duplicate' | 'gap' | 'rtmp-live' | 'not-watching';

/**
 * What the provider kept of an ended stream: the HLS segments the embedded ingest wrote (in
 * order, on this data folder), or the asset Mux recorded on its side.
 */
export type LiveRecording = { kind: 'segments'; files: string[] } | { kind: 'asset'; assetId: string };

/**
 * The livestream ingest: the built-in RTMP-to-HLS ingest (ffmpeg) or Mux live streams,
 * chosen by LIVE_PROVIDER. Both hand out an RTMP address and a stream key, tell when video
 * arrives and when it stops, and end a stream on request.
 */
export interface LiveIngest {
  kind: 'embedded' | 'mux';
  /** The server address broadcasting software sends to (the stream key goes separately). */
  ingestUrl: string;
  create(): Promise<LiveInput>;
  /**
   * Follows an input until it ends. Watching an input that is already watched does nothing.
   * `alreadyLive` says the stream went live before (after a restart), so the next stop ends it.
   */
  watch(input: LiveInput, events: LiveWatchEvents, opts?: { alreadyLive?: boolean }): void;
  /** Whether this process follows the input. */
  isWatching(input: LiveInput): boolean;
  /**
   * Browser ingest (camera in the studio page): chunks are piped in order into the ingest.
   * Absent when the provider only takes RTMP (Mux).
   */
  feedBrowser?(input: LiveInput, chunk: BrowserChunk): Promise<BrowserChunkResult>;
  /** Ends the input on request; no `onEnded` follows. What was recorded is kept (see `discard`). */
  end(input: LiveInput): Promise<void>;
  /** The recording of an ended stream; null when nothing was recorded. */
  recording(input: LiveInput): Promise<LiveRecording | null>;
  /** Removes what this server kept of an ended stream (the embedded ingest's files). */
  discard(input: LiveInput): Promise<void>;
  /** Stops every watch (server shutdown) without ending the streams. */
  close(): Promise<void>;
}
