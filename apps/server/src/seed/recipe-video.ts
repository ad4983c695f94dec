import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharp from 'sharp';
import { lazily } from '../lib/lazily';
import { run } from '../platform/video/ffmpeg';
import { dishPng, hashName } from './dish-art';

/** sharp is loaded when the demo is made, not with the server. */
const sharpLib = lazily<typeof sharp>('sharp');

/** What a demo recipe video shows: its title, ingredients and steps. */
export interface ClipScript {
  title: string;
  /** The dish drawn behind the captions (the recipe's name); the title when absent. */
  dish?: string;
  brand: string;
  ingredients: string[];
  steps: string[];
}

export const clipSize = { width: 854, height: 480 } as const;
const fps = 24;
/** Seconds on screen: the title card, the ingredients, each step (longer steps stay longer), the closing card. */
const titleSeconds = 3.5;
const ingredientsSeconds = 5.5;
const closingSeconds = 3;
const stepSeconds = (step: string) => Math.min(7, Math.max(4.5, 3 + step.length / 30));
/** Bump when the look of the clips changes, so cached clips are drawn again. */
const clipVersion = 1;

/** Where each part of the clip starts and ends, in seconds. */
export function timeline(script: Pick<ClipScript, 'ingredients' | 'steps'>) {
  const parts: Array<{
    kind: 'title' | 'ingredients' | 'step' | 'closing';
    start: number;
    end: number;
    index?: number;
  }> = [];
  let t = 0;
  const push = (kind: (typeof parts)[number]['kind'], seconds: number, index?: number) => {
    parts.push({ kind, start: t, end: t + seconds, ...(index === undefined ? {} : { index }) });
    t += seconds;
  };
  push('title', titleSeconds);
  if (script.ingredients.length) push('ingredients', ingredientsSeconds);
  for (const [i, s] of script.steps.entries()) push('step', stepSeconds(s), i);
  push('closing', closingSeconds);
  return { parts, duration: t };
}

/**
 * A recipe's times in its demo clip, in whole seconds: where the ingredients and each step come
 * on screen (rounded up, so a jump lands on the caption). The seed stores them with the written
 * recipe, so chapters and "jump to step" show on a first run.
 */
export function clipChapterTimes(script: Pick<ClipScript, 'ingredients' | 'steps'>) {
  const { parts } = timeline(script);
  const ingredients = parts.find((p) => p.kind === 'ingredients');
  return {
    ingredientsTime: ingredients ? Math.ceil(ingredients.start) : null,
    stepTimes: parts.filter((p) => p.kind === 'step').map((p) => Math.ceil(p.start)),
  };
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Greedy word wrap to lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const font = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const serif = 'DejaVu Serif, Georgia, serif';

function svg(body: string) {
  const { width, height } = clipSize;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

const tspans = (lines: string[], x: number, lineHeight: number) =>
  lines.map((l, i) => `<tspan x="${x}" dy="${i ? lineHeight : 0}">${xml(l)}</tspan>`).join('');

/** The transparent overlays, one per part of the timeline, as PNG files. */
function overlays(script: ClipScript): Buffer[] {
  const { width: w, height: h } = clipSize;
  const titleLines = wrap(script.title, 26).slice(0, 3);
  const title = svg(`<rect width="100%" height="100%" fill="#000" opacity="0.55"/>
    <text x="${w / 2}" y="${h * 0.3}" text-anchor="middle" font-family="${font}" font-size="20" letter-spacing="4" fill="#ffa94d">${xml(script.brand.toUpperCase())} RECIPE</text>
    <text x="${w / 2}" y="${h * 0.47 - (titleLines.length - 1) * 24}" text-anchor="middle" font-family="${serif}" font-weight="bold" font-size="46" fill="#fff">${tspans(titleLines, w / 2, 52)}</text>
    <rect x="${w / 2 - 40}" y="${h * 0.47 + (titleLines.length - 1) * 28 + 28}" width="80" height="4" rx="2" fill="#ffa94d"/>
    <text x="${w / 2}" y="${h * 0.47 + (titleLines.length - 1) * 28 + 70}" text-anchor="middle" font-family="${font}" font-size="20" fill="#f1f3f5">${script.ingredients.length} ingredients · ${script.steps.length} steps</text>`);

  const items = script.ingredients.slice(0, 10);
  const columns = items.length > 5 ? 2 : 1;
  const perColumn = Math.ceil(items.length / columns);
  const colWidth = columns === 2 ? 360 : 560;
  const left = (w - colWidth * columns) / 2;
  const boxHeight = 130 + perColumn * 50;
  const boxTop = Math.max(30, (h - boxHeight) / 2);
  const ingredients =
    svg(`<rect x="40" y="${boxTop}" width="${w - 80}" height="${boxHeight}" rx="18" fill="#1a1b1e" opacity="0.82"/>
    <text x="${w / 2}" y="${boxTop + 60}" text-anchor="middle" font-family="${serif}" font-weight="bold" font-size="34" fill="#fff">You will need</text>
    ${items
      .map((item, i) => {
        const x = left + Math.floor(i / perColumn) * colWidth;
        const y = boxTop + 120 + (i % perColumn) * 50;
        const line = item.length > 30 ? `${item.slice(0, 29)}…` : item;
        return `<circle cx="${x + 8}" cy="${y - 7}" r="6" fill="#ffa94d"/><text x="${x + 26}" y="${y}" font-family="${font}" font-size="22" fill="#f8f9fa">${xml(line)}</text>`;
      })
      .join('')}`);

  const steps = script.steps.map((step, i) => {
    const lines = wrap(step, 52).slice(0, 4);
    const boxHeight = 70 + lines.length * 32;
    const top = h - boxHeight - 24;
    return svg(`<rect x="24" y="${top}" width="${w - 48}" height="${boxHeight}" rx="14" fill="#000" opacity="0.7"/>
      <rect x="44" y="${top + 18}" width="132" height="30" rx="15" fill="#e8590c"/>
      <text x="110" y="${top + 39}" text-anchor="middle" font-family="${font}" font-weight="bold" font-size="17" fill="#fff">STEP ${i + 1} OF ${script.steps.length}</text>
      <text x="44" y="${top + 84}" font-family="${font}" font-size="25" fill="#fff">${tspans(lines, 44, 32)}</text>
      <text x="${w - 40}" y="${top + 39}" text-anchor="end" font-family="${serif}" font-size="17" fill="#ced4da">${xml(script.title.length > 40 ? `${script.title.slice(0, 39)}…` : script.title)}</text>`);
  });

  const closing = svg(`<rect width="100%" height="100%" fill="#000" opacity="0.55"/>
    <text x="${w / 2}" y="${h * 0.45}" text-anchor="middle" font-family="${serif}" font-weight="bold" font-size="44" fill="#fff">Enjoy your ${xml(wrap(script.title, 24)[0] ?? '')}${script.title.length > 24 ? '…' : ''}</text>
    <text x="${w / 2}" y="${h * 0.58}" text-anchor="middle" font-family="${font}" font-size="20" fill="#ffa94d">The full recipe is below the video</text>`);

  return [title, ...(script.ingredients.length ? [ingredients] : []), ...steps, closing];
}

/**
 * The clip's sound as a WAV file: a soft chord that changes with each part of the recipe, a
 * gentle pulse, a chime at every new part, and a little kitchen sizzle underneath.
 */
export function soundtrack(script: ClipScript, sampleRate = 22050): Buffer {
  const { parts, duration } = timeline(script);
  const root = 196 + (hashName(script.title) % 5) * 22; // a different key per recipe
  const chords = [
    [1, 1.25, 1.5],
    [0.8909, 1.1225, 1.3348],
    [0.75, 0.9439, 1.1225],
    [0.6674, 0.8409, 1],
  ];
  const n = Math.ceil(duration * sampleRate);
  const out = Buffer.alloc(44 + n * 2);
  let seed = hashName(script.title) || 1;
  const phases = [0, 0, 0];
  let part = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    while (part < parts.length - 1 && t >= (parts[part + 1] as { start: number }).start) part++;
    const chord = chords[part % chords.length] as number[];
    let v = 0;
    for (let k = 0; k < 3; k++) {
      phases[k] =
        ((phases[k] as number) + (2 * Math.PI * root * (chord[k] as number)) / sampleRate) % (2 * Math.PI);
      v += (0.16 - k * 0.03) * Math.sin(phases[k] as number);
    }
    v *= 0.75 + 0.25 * Math.sin(2 * Math.PI * 1.6 * t);
    const since = t - (parts[part] as { start: number }).start;
    if (part > 0) v += 0.3 * Math.sin(2 * Math.PI * root * 4 * since) * Math.exp(-6 * since);
    seed = (seed * 1664525 + 1013904223) >>> 0;
    v += 0.03 * (seed / 4294967296 - 0.5);
    const fade = Math.min(1, t / 0.8, (duration - t) / 1);
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v * fade)) * 32767), 44 + i * 2);
  }
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + n * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(n * 2, 40);
  return out;
}

function cacheKey(script: ClipScript) {
  return createHash('sha256')
    .update(JSON.stringify({ v: clipVersion, ...script, size: clipSize }))
    .digest('hex')
    .slice(0, 24);
}

/**
 * Writes the recipe's clip (H.264 + AAC MP4) to `outFile`: the dish panning slowly behind a
 * title card, the ingredients, each step as a timed caption and a closing card, with sound.
 * A clip drawn once is kept in `cacheDir` and copied from there the next time.
 */
export async function recipeClip(
  tools: { ffmpeg: string },
  script: ClipScript,
  outFile: string,
  cacheDir: string,
): Promise<{ durationSeconds: number; cached: boolean }> {
  const { parts, duration } = timeline(script);
  const cached = path.join(cacheDir, `${cacheKey(script)}.mp4`);
  if (await stat(cached).catch(() => null)) {
    await copyFile(cached, outFile);
    return { durationSeconds: duration, cached: true };
  }
  const work = `${outFile}.parts`;
  await mkdir(work, { recursive: true });
  const { width: w, height: h } = clipSize;
  const background = path.join(work, 'background.png');
  await writeFile(
    background,
    await dishPng(script.dish ?? script.title, 3, Math.round(w * 1.3), Math.round(h * 1.3)),
  );
  const layers = overlays(script);
  const layerFiles = await Promise.all(
    layers.map(async (layer, i) => {
      const file = path.join(work, `layer-${i}.png`);
      await sharpLib()(layer).png().toFile(file);
      return file;
    }),
  );

  const sound = path.join(work, 'sound.wav');
  await writeFile(sound, soundtrack(script));

  const args = ['-y', '-v', 'error', '-i', background];
  for (const file of layerFiles) args.push('-i', file);
  args.push('-i', sound);
  // The dish drawn once, repeated and panned slowly, fading in from and out to black; each
  // overlay (a single picture, held) only during its part.
  const pan = `[0:v]format=yuv420p,loop=loop=-1:size=1:start=0,setpts=N/${fps}/TB,trim=duration=${duration.toFixed(2)},crop=${w}:${h}:x='(iw-ow)/2+(iw-ow)/2*sin(t/6)':y='(ih-oh)/2+(ih-oh)/2*cos(t/8)',fade=t=in:st=0:d=0.6,fade=t=out:st=${(duration - 0.6).toFixed(2)}:d=0.6[v0]`;
  const chain = parts.map(
    (p, i) =>
      `[v${i}][${i + 1}:v]overlay=0:0:enable='between(t,${p.start.toFixed(2)},${(p.end - 0.01).toFixed(2)})'[v${i + 1}]`,
  );
  args.push(
    '-filter_complex',
    [pan, ...chain, `[v${parts.length}]format=yuv420p[out]`].join(';'),
    '-map',
    '[out]',
    '-map',
    `${layerFiles.length + 1}:a`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'stillimage',
    '-crf',
    '26',
    '-r',
    String(fps),
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    '-shortest',
    outFile,
  );
  await run(tools.ffmpeg, args, { timeoutMs: 180_000 });
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  await copyFile(outFile, tmp);
  await rename(tmp, cached);
  return { durationSeconds: duration, cached: false };
}
