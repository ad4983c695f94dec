/** A port nobody listens on, below the ephemeral range, not handed out before by this process. */
export function freePort(): Promise<number>;
