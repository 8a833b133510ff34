import type { ItsFunction } from 'wink-nlp';
import { nlp } from './nlp.js';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
};
const ARTICLES = new Set(['a', 'an', 'the']);
const ALIASES: Record<string, string> = {
  percent: '%',
  'per cent': '%',
  centimetre: 'cm',
  centimeter: 'cm',
  millimetre: 'mm',
  millimeter: 'mm',
  metre: 'm',
  meter: 'm',
  kilometre: 'km',
  kilometer: 'km',
  kilogram: 'kg',
  gram: 'g',
  litre: 'l',
  liter: 'l',
  second: 's',
  sec: 's',
  minute: 'min',
  hour: 'h',
  hr: 'h',
  celsius: '°c',
  volt: 'v',
  amp: 'amp',
  ampere: 'amp',
  watt: 'w',
  newton: 'n',
  hertz: 'hz',
  kilowatt: 'kw',
  degree: '°',
  '&': 'and',
};

/** Rewrites runs of number words as digits: "twenty five" → "25", "one hundred and five" → "105". */
function numberWords(words: string[]): string[] {
  const out: string[] = [];
  let total = 0;
  let current = 0;
  let inNumber = false;
  const flush = (): void => {
    if (inNumber) out.push(String(total + current));
    total = 0;
    current = 0;
    inNumber = false;
  };
  words.forEach((word, i) => {
    const unit = UNITS[word];
    const scale = SCALES[word];
    if (unit !== undefined) {
      current += unit;
      inNumber = true;
    } else if (scale !== undefined && (inNumber || /^\d+(\.\d+)?$/.test(out[out.length - 1] ?? ''))) {
      if (!inNumber) {
        current = Number(out.pop());
        inNumber = true;
      }
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    } else if (word === 'and' && inNumber && UNITS[words[i + 1] ?? ''] !== undefined) {
      // "one hundred and five": the "and" belongs to the number.
    } else {
      flush();
      out.push(word);
    }
  });
  flush();
  return out;
}

/**
 * Normal form of a typed answer for tolerant comparison: lower case, no accents, no punctuation or
 * articles, singular lemmas, numbers as digits without separators, common units abbreviated. Uses wink's
 * tokenizer, so "25cm" and "25 cm" both become "25 cm".
 */
export function normalizeAnswer(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  if (!cleaned) return '';
  const winkInstance = nlp();
  const doc = winkInstance.readDoc(cleaned);
  const values = doc.tokens().out() as string[];
  const lemmas = doc.tokens().out(winkInstance.its.lemma as unknown as ItsFunction<string>) as string[];
  const types = doc.tokens().out(winkInstance.its.type) as string[];
  const words: string[] = [];
  values.forEach((value, i) => {
    const type = types[i];
    if (type === 'punctuation') return;
    if (type === 'number') {
      words.push(value.replace(/,/g, '').replace(/^(\d+)\.0+$/, '$1'));
      return;
    }
    if (
      type === 'symbol' &&
      value !== '%' &&
      value !== '°' &&
      value !== '$' &&
      value !== '£' &&
      value !== '€'
    )
      return;
    if (ARTICLES.has(value)) return;
    const lemma = (lemmas[i] ?? value).toLowerCase();
    const word = UNITS[value] !== undefined || SCALES[value] !== undefined ? value : lemma;
    words.push(ALIASES[word] ?? ALIASES[value] ?? word);
  });
  return numberWords(words).join(' ').replace(/° c\b/g, '°c').replace(/\s+/g, ' ').trim();
}

/** The numbers in a normalized answer, in order. */
export function numbersIn(normalized: string): string[] {
  return normalized.split(' ').filter((w) => /^\d+(\.\d+)?$/.test(w));
}
