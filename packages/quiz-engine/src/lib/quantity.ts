/**
 * Numbers and quantities in answers: `0.5`, `1/2`, `½`, `1 1/2`, `50%`, `3 × 10^8`, `3e8`, `\frac{1}{2}`,
 * `$5\,\text{N}$`, a unit (`5 N`, `5 newtons`, `9.8 m/s^2`, `9.8 metres per second squared`) and, in a key,
 * a tolerance (`9.8 ± 0.1 m/s^2`, `340 +/- 5%`). Units are compared by dimension in SI, so `0.5 m` is `50 cm`.
 */
import { SUPERSCRIPTS } from '@quizwise/contract';
export interface Quantity {
  /** The value in SI units (a percentage as a fraction: 50% is 0.5). */
  value: number;
  /** The unit's dimension (`kg m s-2`), `null` without a unit; an unknown unit is `?word`. */
  dimension: string | null;
  /** The unit as written, normalised for messages. */
  unit: string | null;
  percent: boolean;
  /** Absolute tolerance in SI units, when the text gives one. */
  tolerance: number | null;
  /** Written as a fraction whose decimal does not end (⅓), so a rounded decimal (0.33) may answer it. */
  repeating: boolean;
  /** For a decimal of two or more significant figures: half its last place, in SI units (0.33 → 0.005). */
  halfStep: number | null;
}

type Dimension = Record<string, number>;
interface UnitDef {
  factor: number;
  dim: Dimension;
}

const unit = (factor: number, dim: Dimension): UnitDef => ({ factor, dim });
const LENGTH = { m: 1 };
const MASS = { kg: 1 };
const TIME = { s: 1 };
const FORCE = { kg: 1, m: 1, s: -2 };
const ENERGY = { kg: 1, m: 2, s: -2 };
const POWER = { kg: 1, m: 2, s: -3 };
const CURRENT = { A: 1 };
const VOLTAGE = { kg: 1, m: 2, s: -3, A: -1 };
const RESISTANCE = { kg: 1, m: 2, s: -3, A: -2 };
const PRESSURE = { kg: 1, m: -1, s: -2 };
const VOLUME = { m: 3 };

/** Unit symbols, case-sensitive (mA is not MA). */
const SYMBOLS: Record<string, UnitDef> = {
  m: unit(1, LENGTH),
  km: unit(1e3, LENGTH),
  cm: unit(1e-2, LENGTH),
  mm: unit(1e-3, LENGTH),
  µm: unit(1e-6, LENGTH),
  μm: unit(1e-6, LENGTH),
  um: unit(1e-6, LENGTH),
  nm: unit(1e-9, LENGTH),
  kg: unit(1, MASS),
  g: unit(1e-3, MASS),
  mg: unit(1e-6, MASS),
  t: unit(1e3, MASS),
  s: unit(1, TIME),
  ms: unit(1e-3, TIME),
  min: unit(60, TIME),
  h: unit(3600, TIME),
  N: unit(1, FORCE),
  kN: unit(1e3, FORCE),
  J: unit(1, ENERGY),
  kJ: unit(1e3, ENERGY),
  MJ: unit(1e6, ENERGY),
  W: unit(1, POWER),
  kW: unit(1e3, POWER),
  MW: unit(1e6, POWER),
  A: unit(1, CURRENT),
  mA: unit(1e-3, CURRENT),
  V: unit(1, VOLTAGE),
  mV: unit(1e-3, VOLTAGE),
  kV: unit(1e3, VOLTAGE),
  Ω: unit(1, RESISTANCE),
  kΩ: unit(1e3, RESISTANCE),
  C: unit(1, { A: 1, s: 1 }),
  Pa: unit(1, PRESSURE),
  kPa: unit(1e3, PRESSURE),
  Hz: unit(1, { s: -1 }),
  kHz: unit(1e3, { s: -1 }),
  mol: unit(1, { mol: 1 }),
  K: unit(1, { K: 1 }),
  '°C': unit(1, { degC: 1 }),
  '°': unit(1, { deg: 1 }),
  l: unit(1e-3, VOLUME),
  L: unit(1e-3, VOLUME),
  ml: unit(1e-6, VOLUME),
  mL: unit(1e-6, VOLUME),
};

/** Unit words, lower case and singular. */
const WORDS: Record<string, string> = {
  metre: 'm',
  meter: 'm',
  kilometre: 'km',
  kilometer: 'km',
  centimetre: 'cm',
  centimeter: 'cm',
  millimetre: 'mm',
  millimeter: 'mm',
  nanometre: 'nm',
  nanometer: 'nm',
  kilogram: 'kg',
  kilo: 'kg',
  gram: 'g',
  milligram: 'mg',
  tonne: 't',
  second: 's',
  sec: 's',
  millisecond: 'ms',
  minute: 'min',
  hour: 'h',
  hr: 'h',
  newton: 'N',
  kilonewton: 'kN',
  joule: 'J',
  kilojoule: 'kJ',
  watt: 'W',
  kilowatt: 'kW',
  amp: 'A',
  ampere: 'A',
  milliamp: 'mA',
  volt: 'V',
  ohm: 'Ω',
  coulomb: 'C',
  pascal: 'Pa',
  hertz: 'Hz',
  mole: 'mol',
  kelvin: 'K',
  degree: '°',
  litre: 'l',
  liter: 'l',
  millilitre: 'ml',
  milliliter: 'ml',
  kph: 'km/h',
  mph: 'mi/h',
};

const VULGAR: Record<string, number> = {
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
const HALVES: Record<string, number> = {
  half: 1 / 2,
  'one half': 1 / 2,
  'a half': 1 / 2,
  'one third': 1 / 3,
  'a third': 1 / 3,
  'two thirds': 2 / 3,
  'one quarter': 1 / 4,
  'a quarter': 1 / 4,
  'three quarters': 3 / 4,
  'one fifth': 1 / 5,
};

/** LaTeX and typographic forms to plain text: `\frac{1}{2}` → `(1)/(2)`, `10^{8}` → `10^8`, `²` → `^2`. */
function plain(text: string): string {
  let out = text.trim();
  const wrapped = /^\$\$([\s\S]+)\$\$$|^\$([\s\S]+)\$$|^\\\(([\s\S]+)\\\)$|^\\\[([\s\S]+)\\\]$/.exec(out);
  if (wrapped) out = (wrapped[1] ?? wrapped[2] ?? wrapped[3] ?? wrapped[4] ?? '').trim();
  for (let i = 0; i < 3; i++) out = out.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '($1)/($2)');
  out = out
    .replace(/\\(?:text|mathrm|mathit|operatorname|unit|si)\s*\{([^{}]*)\}/g, ' $1')
    .replace(/\\(?:times|cdot)/g, '×')
    .replace(/\\pm/g, '±')
    .replace(/\\%/g, '%')
    .replace(/\\Omega/g, 'Ω')
    .replace(/\\mu\s*/g, 'µ')
    .replace(/\\circ/g, '°')
    .replace(/\\[,;: !]|~/g, ' ')
    .replace(/\^\{([^{}]*)\}/g, '^$1')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (run) => `^${[...run].map((c) => SUPERSCRIPTS[c]).join('')}`)
    .replace(/[−–]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return out;
}

function decimals(text: string): number {
  const dot = /\.(\d+)/.exec(text);
  return dot?.[1]?.length ?? 0;
}

/** A plain number: `-3.5`, `17,000`, `0,5` (decimal comma), `3e8`, `3 × 10^8`. */
const NUMBER = String.raw`[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:[.,]\d+)?(?:e[-+]?\d+)?`;
const TIMES_TEN = String.raw`\s*[×x*·]\s*10\^\(?([-+]?\d+)\)?`;

function parseNumber(raw: string): number | null {
  if (!/\d/.test(raw)) return null;
  let text = raw;
  if (/^[-+]?\d+,\d{1,2}$|^[-+]?\d+,\d{4,}$/.test(text)) text = text.replace(',', '.');
  else text = text.replace(/,/g, '');
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

interface Magnitude {
  value: number;
  repeating: boolean;
  rest: string;
  halfStep?: number;
}

function terminates(denominator: number): boolean {
  let d = Math.abs(Math.round(denominator));
  if (d === 0) return false;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/** The number at the start of the text and what follows it. */
function magnitude(text: string): Magnitude | null {
  const lower = text.toLowerCase();
  for (const [words, value] of Object.entries(HALVES))
    if (lower === words || lower.startsWith(`${words} `))
      return { value, repeating: !terminates(1 / value), rest: text.slice(words.length) };
  let match = new RegExp(String.raw`^([-+]?\d+)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])`).exec(text);
  if (match) {
    const whole = Number(match[1] ?? 0);
    const part = VULGAR[match[2] ?? ''] ?? 0;
    const value = whole < 0 ? whole - part : whole + part;
    return {
      value,
      repeating: !terminates(1 / (part || 1)) && part !== 0,
      rest: text.slice(match[0].length),
    };
  }
  // A mixed number "1 1/2" or a fraction "3/4", "(1)/(2)", "-1 / 3".
  match = /^([-+]?\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d.])/.exec(text);
  if (match) {
    const whole = Number(match[1]);
    const fraction = Number(match[2]) / Number(match[3]);
    if (Number(match[3]) === 0) return null;
    return {
      value: whole < 0 ? whole - fraction : whole + fraction,
      repeating: !terminates(Number(match[3])),
      rest: text.slice(match[0].length),
    };
  }
  match = /^\(?([-+]?\d+(?:\.\d+)?)\)?\s*\/\s*\(?(\d+(?:\.\d+)?)\)?(?![\d.])/.exec(text);
  if (match) {
    const top = Number(match[1]);
    const bottom = Number(match[2]);
    if (bottom === 0) return null;
    return {
      value: top / bottom,
      repeating: Number.isInteger(bottom) && Number.isInteger(top) && !terminates(bottom),
      rest: text.slice(match[0].length),
    };
  }
  match = new RegExp(`^(${NUMBER})(?:${TIMES_TEN})?`, 'i').exec(text);
  if (!match?.[1]) {
    // "10^8" alone
    const power = /^10\^\(?([-+]?\d+)\)?/.exec(text);
    if (!power) return null;
    return { value: 10 ** Number(power[1]), repeating: false, rest: text.slice(power[0].length) };
  }
  const base = parseNumber(match[1]);
  if (base === null) return null;
  const exponent = match[2] === undefined ? /^\^\(?([-+]?\d+)\)?/.exec(text.slice(match[0].length)) : null;
  if (exponent?.[1] !== undefined)
    return {
      value: base ** Number(exponent[1]),
      repeating: false,
      rest: text.slice(match[0].length + exponent[0].length),
    };
  const power = match[2] !== undefined ? 10 ** Number(match[2]) : 1;
  const digits = decimals(match[1].replace(/^([-+]?\d+),(\d{1,2})$/, '$1.$2'));
  const significant = match[1].replace(/\D/g, '').replace(/^0+/, '').length;
  return {
    value: base * power,
    repeating: false,
    rest: text.slice(match[0].length),
    ...(digits > 0 && significant >= 2 ? { halfStep: 0.5 * 10 ** -digits * power } : {}),
  };
}

function addDim(into: Dimension, dim: Dimension, power: number): void {
  for (const [base, exponent] of Object.entries(dim)) into[base] = (into[base] ?? 0) + exponent * power;
}

function lookupUnit(word: string): UnitDef | null {
  const direct = SYMBOLS[word];
  if (direct) return direct;
  const lower = word.toLowerCase();
  const symbol = lower.length > 1 ? SYMBOLS[lower] : undefined;
  if (symbol) return symbol;
  const named = WORDS[lower] ?? WORDS[lower.replace(/s$/, '')];
  return named ? lookupUnit(named) : null;
}

interface ParsedUnit {
  factor: number;
  dimension: string;
  label: string;
}

/** `m/s^2`, `km/h`, `kg m^-3`, `metres per second squared`, `g/cm³`. Null when a part is no unit we know. */
function parseUnit(raw: string): ParsedUnit | null {
  const text = raw
    .replace(/\bdegrees? (celsius|centigrade)\b|\bdeg ?c\b/gi, '°C')
    .replace(/\bper\b/gi, '/')
    .replace(/\bsquared\b/gi, '^2')
    .replace(/\bcubed\b/gi, '^3')
    .replace(/\bsquare (\w+)/gi, '$1^2')
    .replace(/\bcubic (\w+)/gi, '$1^3')
    .replace(/\s*\^\s*/g, '^')
    .replace(/\s*\/\s*/g, '/')
    .trim();
  if (!text) return null;
  const dim: Dimension = {};
  let factor = 1;
  const parts = text.split('/');
  for (const [index, part] of parts.entries()) {
    const sign = index === 0 ? 1 : -1;
    const terms = part.split(/[\s·*.]+/).filter(Boolean);
    if (terms.length === 0) return null;
    for (const term of terms) {
      const match = /^([^\d^-]+?)(?:\^?([-]?\d+))?$/.exec(term);
      if (!match?.[1]) return null;
      const def = lookupUnit(match[1]);
      if (!def) return null;
      const power = Number(match[2] ?? 1) * sign;
      factor *= def.factor ** power;
      addDim(dim, def.dim, power);
    }
  }
  const dimension = Object.entries(dim)
    .filter(([, exponent]) => exponent !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([base, exponent]) => `${base}${exponent}`)
    .join(' ');
  return { factor, dimension: dimension || '1', label: text };
}

/** One side of a tolerance: a value with an optional unit or percent. */
function side(text: string): (Quantity & { relative: boolean }) | null {
  const number = magnitude(text.trim());
  if (!number) return null;
  let rest = number.rest.trim();
  let percent = false;
  const percentMatch = /^(%|percent\b|per cent\b)/i.exec(rest);
  if (percentMatch) {
    percent = true;
    rest = rest.slice(percentMatch[0].length).trim();
  }
  rest = rest.replace(/[.!]+$/, '').trim();
  const scale = percent ? 1 / 100 : 1;
  let value = number.value * scale;
  let halfStep = number.halfStep === undefined ? null : number.halfStep * scale;
  let dimension: string | null = null;
  let label: string | null = null;
  if (rest) {
    const parsed = parseUnit(rest);
    if (parsed) {
      value *= parsed.factor;
      if (halfStep !== null) halfStep *= parsed.factor;
      dimension = parsed.dimension;
      label = parsed.label;
    } else {
      // A word we do not know as a unit ("5 apples"): compared as written, plural or not.
      if (!/^[\p{L}]+$/u.test(rest)) return null;
      dimension = `?${rest.toLowerCase().replace(/s$/, '')}`;
      label = rest;
    }
  }
  return {
    value,
    dimension,
    unit: label,
    percent,
    tolerance: null,
    repeating: number.repeating,
    halfStep,
    relative: percent,
  };
}

/** Reads a whole answer as a quantity, or null when it is not one (words around the number, two numbers…). */
export function parseQuantity(text: string): Quantity | null {
  const clean = plain(text);
  if (!clean || !/[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|half|third|quarter|fifth/i.test(clean)) return null;
  const [main, tol, ...more] = clean.split(/\s*(?:±|\+\/-|\+-)\s*/);
  if (more.length > 0 || main === undefined) return null;
  if (tol === undefined) {
    const quantity = side(main);
    if (!quantity) return null;
    const { relative: _relative, ...rest } = quantity;
    return rest;
  }
  // "9.8 ± 0.1 m/s^2" (unit after the tolerance) or "9.8 m/s^2 ± 0.1" (unit before it).
  const tolerance = side(tol);
  if (!tolerance) return null;
  const value = side(tolerance.unit && !tolerance.percent ? `${main} ${tolerance.unit}` : main);
  if (!value) return null;
  const { relative: _relative, ...quantity } = value;
  let absolute: number;
  if (tolerance.percent) absolute = Math.abs(value.value) * tolerance.value;
  else if (tolerance.dimension === null && value.dimension !== null && value.unit) {
    // The tolerance is in the value's unit: "9.8 m/s^2 ± 0.1".
    absolute = side(`${tolerance.value} ${value.unit}`)?.value ?? tolerance.value;
  } else absolute = tolerance.value;
  return { ...quantity, tolerance: Math.abs(absolute) };
}

/** How far apart two values may be and still be the same number (floating-point noise only). */
const EPSILON = 1e-9;

export interface QuantityMatch {
  correct: boolean;
  reason: string;
}

/**
 * Compares a typed quantity with a key quantity. The unit may be left out when the key has one, a unit of
 * the same kind is converted (`50 cm` for `0.5 m`), another kind is wrong. A percentage key also takes the
 * bare number (`50` for `50%`). A key written as a fraction whose decimal does not end (⅓) takes the value
 * rounded to two or more significant figures (`0.33`, `0.333`).
 */
export function compareQuantities(key: Quantity, given: Quantity): QuantityMatch {
  if (key.dimension !== null && given.dimension !== null && key.dimension !== given.dimension)
    return { correct: false, reason: `The unit is wrong: the answer is in ${key.unit}, not ${given.unit}.` };
  const candidates = [given.value];
  if (key.percent && !given.percent && given.dimension === null) candidates.push(given.value / 100);
  const scale = Math.max(Math.abs(key.value), Number.MIN_VALUE);
  let allowed = key.tolerance ?? EPSILON * scale;
  const rounded = key.tolerance === null && key.repeating && given.halfStep !== null;
  if (rounded) allowed = Math.max(allowed, given.halfStep ?? 0);
  const hit = candidates.some((value) => Math.abs(value - key.value) <= allowed + EPSILON * scale);
  if (!hit)
    return {
      correct: false,
      reason: key.tolerance !== null ? 'The number is outside the allowed range.' : 'The number is wrong.',
    };
  const parts: string[] = [];
  if (key.tolerance !== null) parts.push('within the allowed range');
  else if (rounded) parts.push('rounded');
  if (key.dimension !== null && given.dimension === null) parts.push(`the unit (${key.unit}) left out`);
  return {
    correct: true,
    reason: parts.length > 0 ? `The same value, ${parts.join(', ')}.` : 'The same value.',
  };
}
