/**
 * Instruction steps and the timers a cook can start from them. Instructions are sanitized
 * HTML: each list item is a step; without a list, each paragraph is one.
 */

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");

/** The text of a piece of HTML, tags removed and entities decoded. */
export function htmlText(html: string): string {
  return decode(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface InstructionStep {
  /** The step's own HTML (the inside of its list item or paragraph). */
  html: string;
  text: string;
}

/** The steps of a recipe's instructions, in order; empty items are skipped. */
export function instructionSteps(html: string): InstructionStep[] {
  const pick = (tag: string) => {
    const out: string[] = [];
    const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
    for (let m = re.exec(html); m; m = re.exec(html)) out.push(m[1]!);
    return out;
  };
  let parts = pick('li');
  if (!parts.length) parts = pick('p');
  if (!parts.length && htmlText(html)) parts = [html];
  return parts
    .map((part) => ({ html: part.replace(/<\/?p(?:\s[^>]*)?>/gi, ' ').trim(), text: htmlText(part) }))
    .filter((s) => s.text);
}

export interface StepTimer {
  /** The words as written ("10 minutes", "1 1/2 hours"). */
  label: string;
  seconds: number;
}

const unitSeconds: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hr: 3600,
  hour: 3600,
};

/**
 * Times written in a step: "simmer for 10 minutes", "bake 25-30 min" (the longer end),
 * "rest 1 1/2 hours", "1 hour 15 minutes". Ranges start the longer time, so nothing is taken out early.
 */
export function stepTimers(text: string): StepTimer[] {
  const num = '(\\d+(?:[.,]\\d+)?(?:\\s+\\d+/\\d+)?|\\d+/\\d+|½|an?|one)';
  const unit = '(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|m|s)\\b';
  const re = new RegExp(
    `${num}(?:\\s*(?:-|–|to)\\s*${num})?\\s*${unit}(?:\\s*(?:and\\s*)?${num}\\s*${unit})?`,
    'gi',
  );
  const read = (v: string) => {
    const t = v.toLowerCase().replace(',', '.');
    if (t === 'a' || t === 'an' || t === 'one') return 1;
    if (t === '½') return 0.5;
    const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
    if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
    const frac = /^(\d+)\/(\d+)$/.exec(t);
    if (frac) return Number(frac[1]) / Number(frac[2]);
    return Number(t);
  };
  const secondsOf = (u: string) => {
    const k = u.toLowerCase().replace(/s$/, '');
    return unitSeconds[k] ?? unitSeconds[k.slice(0, 3)] ?? unitSeconds[k[0]!] ?? 60;
  };
  const timers: StepTimer[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const amount = read(m[2] ?? m[1]!);
    let seconds = amount * secondsOf(m[3]!);
    if (m[4] && m[5]) seconds += read(m[4]) * secondsOf(m[5]);
    // "a" alone ("a minute") is a timer; "a m" inside words is not.
    if (!Number.isFinite(seconds) || seconds < 1 || seconds > 48 * 3600) continue;
    if (/^an?$/i.test(m[1]!) && m[3]!.length < 3) continue;
    timers.push({ label: m[0].trim(), seconds: Math.round(seconds) });
  }
  return timers;
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** "1:15" or "1:02:05" or "75" -> seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(t)) return null;
  return t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

/**
 * WebVTT chapters for a recipe's timed steps: each chapter runs to the next timed one (or
 * the end of the video); untimed steps are left out.
 */
export function chaptersVtt(
  chapters: Array<{ title: string; start: number | null }>,
  durationSeconds: number | null,
): string {
  const timed = chapters
    .filter((c): c is { title: string; start: number } => c.start !== null)
    .sort((a, b) => a.start - b.start);
  const stamp = (s: number) => {
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const sec = s % 60;
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${sec.toFixed(3).padStart(6, '0')}`;
  };
  const lines = ['WEBVTT', ''];
  timed.forEach((c, i) => {
    const next = timed[i + 1]?.start;
    const end = next ?? Math.max(durationSeconds ?? 0, c.start + 1);
    if (end <= c.start) return;
    const title = c.title.replace(/-->/g, '→').replace(/\s+/g, ' ').slice(0, 120);
    lines.push(String(i + 1), `${stamp(c.start)} --> ${stamp(end)}`, title, '');
  });
  return lines.join('\n');
}
