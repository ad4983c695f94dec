/** Replaces `{name}`-style placeholders of a catalogue message. (No zod here: pages use it on first load.) */
export const fillMessage = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
