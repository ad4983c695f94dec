/**
 * Recipe quantities as cooks write them: "2", "1 1/2", "½", "2-3", "a pinch", "1 (14 oz)",
 * "200g". They are parsed into a number (or a range) and a unit, scaled by servings,
 * converted between metric and US units and written back as a cook reads them. The
 * original text is always kept: what cannot be read as a number is never changed.
 */

export type UnitSystem = 'metric' | 'us';
export const unitSystems = ['metric', 'us'] as const;
type Dimension = 'mass' | 'volume';

interface UnitDef {
  key: string;
  dimension: Dimension;
  system: UnitSystem;
  /** Grams or millilitres in one of this unit. */
  base: number;
}

const units: UnitDef[] = [
  { key: 'mg', dimension: 'mass', system: 'metric', base: 0.001 },
  { key: 'g', dimension: 'mass', system: 'metric', base: 1 },
  { key: 'kg', dimension: 'mass', system: 'metric', base: 1000 },
  { key: 'oz', dimension: 'mass', system: 'us', base: 28.349523 },
  { key: 'lb', dimension: 'mass', system: 'us', base: 453.59237 },
  { key: 'ml', dimension: 'volume', system: 'metric', base: 1 },
  { key: 'cl', dimension: 'volume', system: 'metric', base: 10 },
  { key: 'dl', dimension: 'volume', system: 'metric', base: 100 },
  { key: 'l', dimension: 'volume', system: 'metric', base: 1000 },
  { key: 'tsp', dimension: 'volume', system: 'us', base: 4.928922 },
  { key: 'tbsp', dimension: 'volume', system: 'us', base: 14.786765 },
  { key: 'fl oz', dimension: 'volume', system: 'us', base: 29.57353 },
  { key: 'cup', dimension: 'volume', system: 'us', base: 236.588237 },
  { key: 'pint', dimension: 'volume', system: 'us', base: 473.176473 },
  { key: 'quart', dimension: 'volume', system: 'us', base: 946.352946 },
  { key: 'gallon', dimension: 'volume', system: 'us', base: 3785.411784 },
];

const aliases: Record<string, string> = {
  milligram: 'mg',
  milligrams: 'mg',
  gram: 'g',
  grams: 'g',
  gr: 'g',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ounce: 'oz',
  ounces: 'oz',
  pound: 'lb',
  pounds: 'lb',
  lbs: 'lb',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsps: 'tsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  cups: 'cup',
  c: 'cup',
  'fl. oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  floz: 'fl oz',
  pints: 'pint',
  pt: 'pint',
  quarts: 'quart',
  qt: 'quart',
  gallons: 'gallon',
  gal: 'gallon',
};

/** The unit's definition when it is a measure that converts (g, cup, oz...), else undefined. */
function unitDef(unit: string): UnitDef | undefined {
  const t = unit.trim().toLowerCase().replace(/\.$/, '');
  const key = aliases[t] ?? t;
  return units.find((u) => u.key === key);
}

/** The unit's canonical key ("tablespoons" -> "tbsp"), or the text itself, trimmed, when it does not convert. */
export function unitKey(unit: string): string {
  return unitDef(unit)?.key ?? unit.trim();
}

const unicodeFractions: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const uf = Object.keys(unicodeFractions).join('');

// One number: "1 1/2", "1½", "1 ½", "½", "3/4", "0.5", "1,5", "2".
const numberPattern = `(?:\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+\\s*[${uf}]|[${uf}]|\\d+\\s*/\\s*\\d+|\\d+(?:[.,]\\d+)?|\\.\\d+)`;
const leading = new RegExp(`^(${numberPattern})(?:\\s*(?:-|–|to)\\s*(${numberPattern}))?\\s*(.*)$`, 'i');

function readNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  let m = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) return Number(m[3]) === 0 ? null : Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = new RegExp(`^(\\d*)\\s*([${uf}])$`).exec(t);
  if (m) return Number(m[1] || 0) + (unicodeFractions[m[2]!] ?? 0);
  m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  if (/^(\d+(\.\d+)?|\.\d+)$/.test(t)) return Number(t);
  return null;
}

export interface ParsedQuantity {
  /** The text as written. */
  text: string;
  /** The amount, or the low end of a range; null when the text holds no number ("a pinch"). */
  value: number | null;
  /** The high end of a range ("2-3"), else null. */
  max: number | null;
  /** The unit: the unit field when given, else what follows the number ("200g" -> "g"). */
  unit: string;
  /** A parenthesised size kept as written ("1 (14 oz) can" -> "(14 oz)"). */
  note: string;
}

/**
 * Reads an ingredient's quantity (and its separate unit field, which wins when both name one).
 * "a pinch" -> no value; "2-3" -> 2 to 3; "1 (14 oz)" with unit "can" -> 1 can, note "(14 oz)".
 */
export function parseIngredientQuantity(quantity: string, unit = ''): ParsedQuantity {
  const text = quantity.trim();
  const field = unit.trim();
  const m = leading.exec(text);
  if (!m) return { text, value: null, max: null, unit: field, note: '' };
  const value = readNumber(m[1]!);
  const max = m[2] ? readNumber(m[2]) : null;
  let rest = (m[3] ?? '').trim();
  let note = '';
  const paren = /^(\([^)]*\))\s*(.*)$/.exec(rest);
  if (paren) {
    note = paren[1]!;
    rest = paren[2]!.trim();
  }
  if (value === null) return { text, value: null, max: null, unit: field, note: '' };
  return { text, value, max: max !== null && max > value ? max : null, unit: field || rest, note };
}

/** Numeric amount of a quantity text, or null when it is not one plain number ("a pinch", "2-3"). */
export function quantityValue(quantity: string): number | null {
  const p = parseIngredientQuantity(quantity);
  return p.value !== null && p.max === null && !p.unit && !p.note ? p.value : null;
}

const cookFractions: Array<[number, string]> = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/**
 * A number as a cook writes it: 1.5 -> "1 1/2", 0.75 -> "3/4", 0.33 -> "1/3". Values that
 * are no cook's fraction keep up to two decimals (2.2 -> "2.2") unless `round` asks for
 * the nearest eighth or third (scaled amounts: 0.3 tsp -> "1/3").
 */
export function formatCookNumber(value: number, round = false): string {
  if (value <= 0) return '0';
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 0.005) return String(whole);
  if (rest > 0.995) return String(whole + 1);
  const tolerance = round && value < 20 ? 1 / 24 : 0.005;
  let best: [number, string] | undefined;
  for (const f of cookFractions) {
    if (Math.abs(rest - f[0]) <= tolerance && (!best || Math.abs(rest - f[0]) < Math.abs(rest - best[0])))
      best = f;
  }
  if (best) return whole ? `${whole} ${best[1]}` : best[1];
  if (round && value >= 20) return String(Math.round(value));
  if (round && rest > 15 / 16) return String(whole + 1);
  return String(Math.round(value * 100) / 100);
}

/** Metric amounts read as decimals: 1.25 kg, 250 g (rounded to a sensible step). */
function formatMetric(value: number): string {
  if (value >= 100) return String(Math.round(value / 5) * 5);
  if (value >= 10) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

function formatFor(value: number, unit: string): string {
  const def = unitDef(unit);
  return def?.system === 'metric' ? formatMetric(value) : formatCookNumber(value, true);
}

export interface Amount {
  value: number | null;
  max: number | null;
  unit: string;
  note: string;
  text: string;
}

/** A quantity written back: "1 1/2", "2-3", "2 (14 oz)"; text that held no number comes back as written. */
export function formatAmount(a: Pick<Amount, 'value' | 'max' | 'unit' | 'note' | 'text'>): string {
  if (a.value === null) return a.text;
  const range =
    a.max !== null ? `${formatFor(a.value, a.unit)}-${formatFor(a.max, a.unit)}` : formatFor(a.value, a.unit);
  return a.note ? `${range} ${a.note}` : range;
}

/** Multiplies a parsed quantity (servings scaling); "a pinch" stays a pinch. */
export function scaleAmount(p: ParsedQuantity, factor: number): Amount {
  if (p.value === null || factor === 1) return { ...p };
  return { ...p, value: p.value * factor, max: p.max !== null ? p.max * factor : null };
}

/** Picks the unit a cook would read a total in: 1500 g -> 1.5 kg, 6 tsp -> 2 tbsp, 20 oz -> 1.25 lb. */
function sensibleUnit(baseValue: number, dimension: Dimension, system: UnitSystem): UnitDef {
  const pick = (key: string) => units.find((u) => u.key === key)!;
  if (dimension === 'mass') {
    if (system === 'metric') return baseValue >= 1000 ? pick('kg') : pick('g');
    return baseValue >= 453.59237 ? pick('lb') : pick('oz');
  }
  if (system === 'metric') return baseValue >= 1000 ? pick('l') : pick('ml');
  if (baseValue < 14.786765 - 0.01) return pick('tsp');
  if (baseValue < 236.588237 / 4 - 0.01) return pick('tbsp');
  return pick('cup');
}

/** Whether a number is one a cook writes without decimals: whole, or whole and a cook fraction. */
function isCookNumber(value: number): boolean {
  return !/\./.test(formatCookNumber(value));
}

/**
 * The unit a cook would say an amount in, staying in its system (table-tested in quantity.test.ts):
 * metric mass and volume move up at 1000 (1000 g -> 1 kg, 1500 ml -> 1.5 l) and down below 1
 * (0.5 kg -> 500 g); US mass moves to lb from 16 oz; US volume says small amounts in tsp (under
 * 1 tbsp, and under 1/4 cup when tbsp would need an odd third: 5 tsp, not 1 2/3 tbsp), then tbsp
 * under 1/4 cup, then cups (24 tbsp -> 1 1/2 cups). Units that do not convert stay as they are.
 */
export function cookUnit(value: number, unit: string): { value: number; unit: string } {
  const def = unitDef(unit);
  if (!def || value <= 0) return { value, unit };
  const base = value * def.base;
  const pick = (key: string) => units.find((u) => u.key === key)!;
  const as = (u: UnitDef) => ({ value: base / u.base, unit: u.key });
  if (def.system === 'metric') {
    if (def.dimension === 'mass') return as(base >= 1000 ? pick('kg') : base >= 1 ? pick('g') : pick('mg'));
    if (def.key === 'cl' || def.key === 'dl') return { value, unit };
    return as(base >= 1000 ? pick('l') : pick('ml'));
  }
  if (def.dimension === 'mass') return as(base >= 16 * 28.349523 - 0.01 ? pick('lb') : pick('oz'));
  if (!['tsp', 'tbsp', 'cup'].includes(def.key)) return { value, unit };
  const tsp = base / pick('tsp').base;
  if (tsp < 3 - 0.01) return as(pick('tsp'));
  if (tsp < 12 - 0.01) {
    const tbsp = tsp / 3;
    const halfTbsp = Math.abs(tbsp * 2 - Math.round(tbsp * 2)) < 0.02;
    if (!halfTbsp && isCookNumber(tsp)) return as(pick('tsp'));
    return as(pick('tbsp'));
  }
  const cups = tsp / 48;
  const cleanCups =
    isCookNumber(cups) &&
    formatCookNumber(cups)
      .split(' ')
      .every((part) => !/\/8$/.test(part));
  if (!cleanCups && tsp < 48 && Number.isInteger(Math.round((tsp / 3) * 100) / 100)) return as(pick('tbsp'));
  return as(pick('cup'));
}

/**
 * Converts an amount into the member's units (metric or US); amounts in units that do not
 * convert ("2 cloves", "a pinch") and amounts already in that system stay as they are.
 */
export function convertAmount(a: Amount, system: UnitSystem | null | undefined): Amount {
  if (!system || a.value === null) return a;
  const def = unitDef(a.unit);
  if (!def || def.system === system) return a;
  const base = a.value * def.base;
  const target = sensibleUnit(base, def.dimension, system);
  return {
    ...a,
    value: base / target.base,
    max: a.max !== null ? (a.max * def.base) / target.base : null,
    unit: target.key,
  };
}

/** An amount moved into the unit a cook would say it in (see cookUnit); a range keeps the unit of its low end. */
function sayAsCook(a: Amount): Amount {
  if (a.value === null) return a;
  const said = cookUnit(a.value, a.unit);
  if (said.unit === unitKey(a.unit)) return a;
  const ratio = said.value / a.value;
  return { ...a, value: said.value, max: a.max !== null ? a.max * ratio : null, unit: said.unit };
}

/** Scales and converts one ingredient for display: the quantity text and the unit to show. */
export function displayIngredient(
  quantity: string,
  unit: string,
  factor: number,
  system?: UnitSystem | null,
): { quantity: string; unit: string } {
  const parsed = parseIngredientQuantity(quantity, unit);
  if (parsed.value === null || (factor === 1 && !system)) return { quantity, unit };
  const converted = sayAsCook(convertAmount(scaleAmount(parsed, factor), system));
  if (factor === 1 && converted.unit === parsed.unit) return { quantity, unit };
  // A unit read out of the quantity text ("200g") is shown once, after the number.
  return { quantity: formatAmount(converted), unit: converted.unit };
}

export interface MergeSource {
  value: number | null;
  unit: string;
}

/**
 * Adds amounts in compatible units (g with kg, ml with l, tsp/tbsp/cup, oz/lb) into one total
 * in a sensible unit. Sources all written in one system stay in it; mixed ones use `prefer`
 * (metric when the member chose nothing). Null when the sources cannot be added up.
 */
export function mergeAmounts(
  sources: MergeSource[],
  prefer?: UnitSystem | null,
): { value: number; unit: string; quantity: string } | null {
  if (!sources.length || sources.some((s) => s.value === null)) return null;
  const defs = sources.map((s) => unitDef(s.unit));
  if (defs.every((d) => !d)) {
    const keys = new Set(sources.map((s) => s.unit.trim().toLowerCase()));
    if (keys.size !== 1) return null;
    const value = sources.reduce((sum, s) => sum + (s.value ?? 0), 0);
    return { value, unit: sources[0]!.unit.trim(), quantity: formatCookNumber(value) };
  }
  if (defs.some((d) => !d)) return null;
  const dimension = defs[0]!.dimension;
  if (defs.some((d) => d!.dimension !== dimension)) return null;
  const keys = new Set(defs.map((d) => d!.key));
  const base = sources.reduce((sum, s, i) => sum + (s.value ?? 0) * defs[i]!.base, 0);
  if (keys.size === 1) {
    const value = sources.reduce((sum, s) => sum + (s.value ?? 0), 0);
    const def = defs[0]!;
    const target = sensibleUnit(base, dimension, def.system);
    // One unit stays that unit unless it outgrows it (1200 g -> 1.2 kg).
    const unit = target.base > def.base ? target : def;
    const v = unit === def ? value : base / unit.base;
    const said = cookUnit(v, unit.key);
    return { value: said.value, unit: said.unit, quantity: formatFor(said.value, said.unit) };
  }
  const systems = new Set(defs.map((d) => d!.system));
  const system: UnitSystem = systems.size === 1 ? defs[0]!.system : (prefer ?? 'metric');
  const target = sensibleUnit(base, dimension, system);
  const said = cookUnit(base / target.base, target.key);
  return { value: said.value, unit: said.unit, quantity: formatFor(said.value, said.unit) };
}

/** Whether two units can share one grocery line. */
export function unitsCompatible(a: string, b: string): boolean {
  const da = unitDef(a);
  const db = unitDef(b);
  if (da && db) return da.dimension === db.dimension;
  if (!da && !db) return a.trim().toLowerCase() === b.trim().toLowerCase();
  return false;
}
