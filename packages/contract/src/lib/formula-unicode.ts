// Formulas as plain text where no typesetter runs (PDF; accessible names of controls, which MathML does not
// give): the TeX as a reader would see it, in Unicode the embedded DejaVu fonts carry: `\frac{1}{2}` → `1/2`,
// `x^2` → `x²`, `\ce{2H2O}` → `2H₂O`, `\sqrt{2}` → `√2`, a matrix → `(a b; c d)`. Never the raw markup.
import { splitFormulas } from './formulas.js';

const SUP: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  x: 'ˣ',
  ' ': '',
};
const SUB: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  i: 'ᵢ',
  k: 'ₖ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  x: 'ₓ',
  ' ': '',
};
const SYMBOLS: Record<string, string> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Sigma: 'Σ',
  Phi: 'Φ',
  Omega: 'Ω',
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  mp: '∓',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  equiv: '≡',
  propto: '∝',
  infty: '∞',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  leftrightarrow: '↔',
  rightleftharpoons: '⇌',
  circ: '°',
  degree: '°',
  sum: '∑',
  prod: '∏',
  int: '∫',
  partial: '∂',
  nabla: '∇',
  in: '∈',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  angle: '∠',
  perp: '⊥',
  parallel: '∥',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  log: 'log',
  ln: 'ln',
  lim: 'lim',
  exp: 'exp',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  quad: ' ',
  qquad: '  ',
  '%': '%',
  $: '$',
  '{': '{',
  '}': '}',
  '&': '&',
  '#': '#',
  _: '_',
};

/** The argument in braces at `i` (or the single character there) and where it ends. */
function argument(tex: string, i: number): [string, number] {
  let at = i;
  while (tex[at] === ' ') at++;
  if (tex[at] !== '{') {
    if (tex[at] === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(tex.slice(at))?.[0] ?? '\\';
      return [name, at + name.length];
    }
    return [tex[at] ?? '', at + 1];
  }
  let depth = 0;
  for (let j = at; j < tex.length; j++) {
    if (tex[j] === '\\') {
      j++;
      continue;
    }
    if (tex[j] === '{') depth++;
    else if (tex[j] === '}' && --depth === 0) return [tex.slice(at + 1, j), j + 1];
  }
  return [tex.slice(at + 1), tex.length];
}

function script(text: string, table: Record<string, string>, mark: string): string {
  if ([...text].every((c) => table[c] !== undefined)) return [...text].map((c) => table[c]).join('');
  return `${mark}(${text})`;
}

const simple = (text: string) => /^[\w.′]+$|^[^\s()+\-−=/]$/u.test(text);

/** mhchem: subscript counts after an element or bracket, charges as superscripts, arrows as arrows. */
function chemistry(body: string): string {
  return body
    .replace(/<=>|<->/g, ' ⇌ ')
    .replace(/->/g, ' → ')
    .replace(/\^\{?([0-9]*[+-])\}?/g, (_m, charge: string) => script(charge, SUP, '^'))
    .replace(/([A-Za-z)\]])(\d+)/g, (_m, before: string, count: string) => before + script(count, SUB, '_'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** TeX to readable Unicode text (see the module comment). Unknown commands lose their backslash. */
export function texToUnicode(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const c = tex[i] ?? '';
    if (c === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(tex.slice(i))?.[1] ?? '';
      i += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [top, afterTop] = argument(tex, i);
        const [bottom, afterBottom] = argument(tex, afterTop);
        i = afterBottom;
        const a = texToUnicode(top);
        const b = texToUnicode(bottom);
        out += `${simple(a) ? a : `(${a})`}/${simple(b) ? b : `(${b})`}`;
      } else if (name === 'sqrt') {
        const [body, after] = argument(tex, i);
        i = after;
        const a = texToUnicode(body);
        out += `√${simple(a) ? a : `(${a})`}`;
      } else if (name === 'ce') {
        const [body, after] = argument(tex, i);
        i = after;
        out += chemistry(body);
      } else if (['text', 'mathrm', 'mathbf', 'mathit', 'textbf', 'operatorname', 'mbox'].includes(name)) {
        const [body, after] = argument(tex, i);
        i = after;
        out += name.startsWith('text') || name === 'mbox' ? body : texToUnicode(body);
      } else if (name === 'begin') {
        const [env, after] = argument(tex, i);
        const end = tex.indexOf(`\\end{${env}}`, after);
        const body = tex.slice(after, end < 0 ? tex.length : end);
        i = end < 0 ? tex.length : end + `\\end{${env}}`.length;
        const rows = body
          .split(/\\\\/)
          .map((row) =>
            row
              .split('&')
              .map((cell) => texToUnicode(cell).trim())
              .join(' '),
          )
          .filter((row) => row.trim());
        const [open, close] = env.startsWith('b')
          ? ['[', ']']
          : env.startsWith('v')
            ? ['|', '|']
            : ['(', ')'];
        out += `${open}${rows.join('; ')}${close}`;
      } else if (name === 'left' || name === 'right' || name === 'displaystyle') {
        // Sizing only: the bracket that follows is printed as it is.
      } else {
        out += SYMBOLS[name] ?? name;
        // The space that ends a command name is not printed before a letter: `\Delta T` is ΔT.
        if (/^[A-Za-z]+$/.test(name) && tex[i] === ' ' && /[A-Za-z]/.test(tex[i + 1] ?? '')) i++;
      }
    } else if (c === '^' || c === '_') {
      const [body, after] = argument(tex, i + 1);
      i = after;
      out += script(texToUnicode(body), c === '^' ? SUP : SUB, c);
    } else if (c === '{' || c === '}') i++;
    else if (c === '~') {
      out += ' ';
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out.replace(/ {2,}/g, ' ');
}

/** Text with each formula printed as readable Unicode (for PDF). */
export function formulasAsUnicode(text: string): string {
  if (!/[$\\]/.test(text)) return text;
  return splitFormulas(text)
    .map((s) => (s.kind === 'text' ? s.text : texToUnicode(s.tex).trim()))
    .join('');
}
