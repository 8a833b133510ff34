// Word equations (Office Math, OMML) to the LaTeX Quizwise writes between `$…$`: fractions, scripts, roots,
// delimiters, matrices, n-ary operators (∑, ∫), functions, accents, limits and equation arrays. Anything
// unknown keeps its text, so an equation never disappears; symbols become TeX commands where KaTeX has one.
import JSZip from 'jszip';
import { XMLParser } from 'fast-xml-parser';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
});

const SYMBOLS: Record<string, string> = {
  α: '\\alpha',
  β: '\\beta',
  γ: '\\gamma',
  δ: '\\delta',
  ε: '\\varepsilon',
  ϵ: '\\epsilon',
  ζ: '\\zeta',
  η: '\\eta',
  θ: '\\theta',
  ι: '\\iota',
  κ: '\\kappa',
  λ: '\\lambda',
  μ: '\\mu',
  ν: '\\nu',
  ξ: '\\xi',
  π: '\\pi',
  ρ: '\\rho',
  σ: '\\sigma',
  τ: '\\tau',
  υ: '\\upsilon',
  φ: '\\varphi',
  ϕ: '\\phi',
  χ: '\\chi',
  ψ: '\\psi',
  ω: '\\omega',
  Γ: '\\Gamma',
  Δ: '\\Delta',
  Θ: '\\Theta',
  Λ: '\\Lambda',
  Ξ: '\\Xi',
  Π: '\\Pi',
  Σ: '\\Sigma',
  Φ: '\\Phi',
  Ψ: '\\Psi',
  Ω: '\\Omega',
  '×': '\\times',
  '÷': '\\div',
  '·': '\\cdot',
  '⋅': '\\cdot',
  '±': '\\pm',
  '∓': '\\mp',
  '−': '-',
  '≤': '\\le',
  '≥': '\\ge',
  '≠': '\\ne',
  '≈': '\\approx',
  '≡': '\\equiv',
  '∝': '\\propto',
  '∼': '\\sim',
  '→': '\\rightarrow',
  '←': '\\leftarrow',
  '↔': '\\leftrightarrow',
  '⇒': '\\Rightarrow',
  '⇔': '\\Leftrightarrow',
  '⇌': '\\rightleftharpoons',
  '∞': '\\infty',
  '∂': '\\partial',
  '∇': '\\nabla',
  '∈': '\\in',
  '∉': '\\notin',
  '⊂': '\\subset',
  '⊆': '\\subseteq',
  '∪': '\\cup',
  '∩': '\\cap',
  '∅': '\\emptyset',
  '∀': '\\forall',
  '∃': '\\exists',
  '°': '^{\\circ}',
  '′': "'",
  '…': '\\ldots',
  '⋯': '\\cdots',
  ℝ: '\\mathbb{R}',
  ℕ: '\\mathbb{N}',
  ℤ: '\\mathbb{Z}',
  ℚ: '\\mathbb{Q}',
  ℏ: '\\hbar',
  '∠': '\\angle',
  '⊥': '\\perp',
  '∥': '\\parallel',
  '\u2061': '',
  '\u2062': '',
  '\u2063': '',
  '\u200b': '',
};
// Math italic letters Word may store as such (𝑥, 𝐴): back to plain ASCII letters.
const MATH_ITALIC_SMALL = 0x1d44e;
const MATH_ITALIC_CAPITAL = 0x1d434;
const PLANCK = 0x210e;

const NARY: Record<string, string> = {
  '∑': '\\sum',
  '∏': '\\prod',
  '∫': '\\int',
  '∬': '\\iint',
  '∭': '\\iiint',
  '∮': '\\oint',
  '⋃': '\\bigcup',
  '⋂': '\\bigcap',
};
const ACCENTS: Record<string, string> = {
  '\u0302': '\\hat',
  '\u0303': '\\tilde',
  '\u0307': '\\dot',
  '\u0308': '\\ddot',
  '\u0304': '\\bar',
  '\u0305': '\\overline',
  '\u20d7': '\\vec',
  '\u2192': '\\vec',
};
const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'log',
  'ln',
  'exp',
  'lim',
  'max',
  'min',
  'sinh',
  'cosh',
  'tanh',
  'arcsin',
  'arccos',
  'arctan',
  'det',
  'gcd',
]);
const DELIMITERS: Record<string, string> = {
  '{': '\\{',
  '}': '\\}',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '|': '|',
  '‖': '\\|',
  '⌊': '\\lfloor',
  '⌋': '\\rfloor',
  '⌈': '\\lceil',
  '⌉': '\\rceil',
  '': '.',
};

function tagOf(node: Node): string {
  return Object.keys(node).find((k) => k !== ':@') ?? '';
}
function childrenOf(node: Node): Node[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as Node[]) : [];
}
function attr(node: Node | undefined, name: string): string | undefined {
  const attrs = node?.[':@'] as Record<string, string> | undefined;
  return attrs?.[name];
}
function child(node: Node, tag: string): Node | undefined {
  return childrenOf(node).find((c) => tagOf(c) === tag);
}
/** A property's `m:val` (e.g. `m:naryPr/m:chr`), from the element's `…Pr` child. */
function prop(node: Node, pr: string, name: string): string | undefined {
  const props = child(node, pr);
  return props ? attr(child(props, name), 'm:val') : undefined;
}

function symbol(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= MATH_ITALIC_SMALL && code < MATH_ITALIC_SMALL + 26)
    return String.fromCharCode(97 + code - MATH_ITALIC_SMALL);
  if (code >= MATH_ITALIC_CAPITAL && code < MATH_ITALIC_CAPITAL + 26)
    return String.fromCharCode(65 + code - MATH_ITALIC_CAPITAL);
  if (code === PLANCK) return 'h';
  if (char in SYMBOLS) return `${SYMBOLS[char]}${/^\\[A-Za-z]+$/.test(SYMBOLS[char] ?? '') ? ' ' : ''}`;
  if ('#$%&_'.includes(char)) return `\\${char}`;
  if (char === '{' || char === '}') return `\\${char}`;
  return char;
}

function text(value: string, normal: boolean): string {
  if (FUNCTIONS.has(value.trim())) return `\\${value.trim()} `;
  if (normal && /[A-Za-z]{2,}/.test(value)) return `\\text{${value}}`;
  if (normal && /^[A-Za-z]$/.test(value)) return `\\mathrm{${value}}`;
  return [...value].map(symbol).join('');
}

function runText(run: Node): string {
  const props = child(run, 'm:rPr');
  const normal = Boolean(props && child(props, 'm:nor'));
  return childrenOf(run)
    .filter((c) => tagOf(c) === 'm:t')
    .map((t) =>
      childrenOf(t)
        .map((x) => String(x['#text'] ?? ''))
        .join(''),
    )
    .map((value) => text(value, normal))
    .join('');
}

/** A group's TeX; braces only where TeX needs them. */
function group(node: Node | undefined): string {
  const tex = node ? convertAll(childrenOf(node)).trim() : '';
  return `{${tex}}`;
}

function delimiter(char: string | undefined, fallback: string): string {
  const c = char ?? fallback;
  return DELIMITERS[c] ?? c;
}

function matrix(node: Node): string {
  const rows = childrenOf(node)
    .filter((c) => tagOf(c) === 'm:mr')
    .map((row) =>
      childrenOf(row)
        .filter((c) => tagOf(c) === 'm:e')
        .map((cell) => convertAll(childrenOf(cell)).trim())
        .join(' & '),
    );
  return rows.join(' \\\\ ');
}

function convert(node: Node): string {
  const tag = tagOf(node);
  switch (tag) {
    case 'm:r':
      return runText(node);
    case 'w:r':
    case 'w:t':
      return '';
    case 'm:f': {
      const type = prop(node, 'm:fPr', 'm:type');
      const num = group(child(node, 'm:num'));
      const den = group(child(node, 'm:den'));
      if (type === 'lin') return `${num}/${den}`;
      if (type === 'noBar') return `\\binom${num}${den}`;
      return `\\frac${num}${den}`;
    }
    case 'm:sSup':
      return `${group(child(node, 'm:e'))}^${group(child(node, 'm:sup'))}`;
    case 'm:sSub':
      return `${group(child(node, 'm:e'))}_${group(child(node, 'm:sub'))}`;
    case 'm:sSubSup':
      return `${group(child(node, 'm:e'))}_${group(child(node, 'm:sub'))}^${group(child(node, 'm:sup'))}`;
    case 'm:sPre':
      return `{}_${group(child(node, 'm:sub'))}^${group(child(node, 'm:sup'))}${group(child(node, 'm:e'))}`;
    case 'm:rad': {
      const degree = child(node, 'm:deg');
      const hidden = prop(node, 'm:radPr', 'm:degHide');
      const deg = degree ? convertAll(childrenOf(degree)).trim() : '';
      const showDegree = deg && hidden !== 'on' && hidden !== '1' && hidden !== 'true';
      return `\\sqrt${showDegree ? `[${deg}]` : ''}${group(child(node, 'm:e'))}`;
    }
    case 'm:d': {
      const open = delimiter(prop(node, 'm:dPr', 'm:begChr'), '(');
      const close = delimiter(prop(node, 'm:dPr', 'm:endChr'), ')');
      const separator = prop(node, 'm:dPr', 'm:sepChr') ?? ',';
      const parts = childrenOf(node).filter((c) => tagOf(c) === 'm:e');
      const only = parts.length === 1 ? childrenOf(parts[0]!).filter((c) => tagOf(c) !== 'm:ctrlPr') : [];
      // A matrix in round or square brackets is TeX's pmatrix / bmatrix.
      if (only.length === 1 && tagOf(only[0]!) === 'm:m') {
        const env =
          open === '(' && close === ')'
            ? 'pmatrix'
            : open === '[' && close === ']'
              ? 'bmatrix'
              : open === '|' && close === '|'
                ? 'vmatrix'
                : '';
        if (env) return `\\begin{${env}} ${matrix(only[0]!)} \\end{${env}}`;
      }
      const inner = parts
        .map((p) => convertAll(childrenOf(p)).trim())
        .join(separator === ',' ? ', ' : ` ${symbol(separator)} `);
      return `\\left${open}${inner}\\right${close}`;
    }
    case 'm:m':
      return `\\begin{matrix} ${matrix(node)} \\end{matrix}`;
    case 'm:nary': {
      const chr = prop(node, 'm:naryPr', 'm:chr') ?? '∫';
      const op = NARY[chr] ?? symbol(chr);
      const sub = child(node, 'm:sub');
      const sup = child(node, 'm:sup');
      const subTex = sub ? convertAll(childrenOf(sub)).trim() : '';
      const supTex = sup ? convertAll(childrenOf(sup)).trim() : '';
      return `${op}${subTex ? `_{${subTex}}` : ''}${supTex ? `^{${supTex}}` : ''} ${convertAll(childrenOf(child(node, 'm:e') ?? {}))}`.trimEnd();
    }
    case 'm:func': {
      const name = convertAll(childrenOf(child(node, 'm:fName') ?? {})).trim();
      const fn = /^[a-z]+$/.test(name) && FUNCTIONS.has(name) ? `\\${name}` : name.replace(/\s+$/, '');
      return `${fn}${group(child(node, 'm:e'))}`;
    }
    case 'm:limLow':
      return `${convertAll(childrenOf(child(node, 'm:e') ?? {})).trim()}_${group(child(node, 'm:lim'))}`;
    case 'm:limUpp': {
      const limit = child(node, 'm:lim');
      const base = convertAll(childrenOf(child(node, 'm:e') ?? {})).trim();
      const over = limit ? convertAll(childrenOf(limit)).trim() : '';
      return over ? `\\overset{${over}}{${base}}` : base;
    }
    case 'm:acc': {
      const chr = prop(node, 'm:accPr', 'm:chr') ?? '\u0302';
      return `${ACCENTS[chr] ?? '\\hat'}${group(child(node, 'm:e'))}`;
    }
    case 'm:bar':
      return `${prop(node, 'm:barPr', 'm:pos') === 'bot' ? '\\underline' : '\\overline'}${group(child(node, 'm:e'))}`;
    case 'm:groupChr': {
      const chr = prop(node, 'm:groupChrPr', 'm:chr') ?? '⏟';
      const body = group(child(node, 'm:e'));
      return chr === '⏞'
        ? `\\overbrace${body}`
        : chr === '⏟'
          ? `\\underbrace${body}`
          : `\\overset{${symbol(chr).trim()}}${body}`;
    }
    case 'm:eqArr':
      return `\\begin{aligned} ${childrenOf(node)
        .filter((c) => tagOf(c) === 'm:e')
        .map((e) => convertAll(childrenOf(e)).trim())
        .join(' \\\\ ')} \\end{aligned}`;
    case 'm:box':
    case 'm:borderBox':
    case 'm:phant':
    case 'm:e':
    case 'm:oMath':
      return convertAll(childrenOf(node));
    default:
      // Properties (`…Pr`, `m:ctrlPr`) carry no text; an unknown element keeps what it holds.
      if (tag.endsWith('Pr') || tag === '#text') return '';
      return convertAll(childrenOf(node));
  }
}

function convertAll(nodes: Node[]): string {
  return nodes.map(convert).join('');
}

/** Tidies the spacing the walk leaves: `\alpha x`, no double spaces, none before a brace or script. */
function tidy(tex: string): string {
  return tex
    .replace(/\s+/g, ' ')
    .replace(/ ([}^_)\]])/g, '$1')
    .replace(/\\([A-Za-z]+) (?=[^A-Za-z])/g, '\\$1')
    .trim();
}

// Brackets written as plain characters around a matrix (how mathml2omml and some editors store them).
const BRACKETED_MATRIX =
  /\(\s*\\begin\{matrix\}(.*?)\\end\{matrix\}\s*\)|\[\s*\\begin\{matrix\}(.*?)\\end\{matrix\}\s*\]/g;
// An equation of upright element symbols, counts, `+` and a reaction arrow is chemistry: mhchem's `\ce{…}`.
const CHEM_TOKEN =
  /\d+|\{\\mathrm\{([A-Z][a-z]?)\}\}_\{(\d+)\}|\\mathrm\{([A-Z][a-z]?)\}|\+|\\rightarrow|\\rightleftharpoons/y;
const CHEM_ARROWS: Record<string, string> = { '\\rightarrow': '->', '\\rightleftharpoons': '<=>' };

function asChemistry(tex: string): string | null {
  const parts: string[] = [];
  CHEM_TOKEN.lastIndex = 0;
  while (CHEM_TOKEN.lastIndex < tex.length) {
    const start = CHEM_TOKEN.lastIndex;
    const match = CHEM_TOKEN.exec(tex);
    if (!match || match.index !== start) return null;
    const [token, scripted, count, plain] = match;
    if (scripted) parts.push(`${scripted}${count}`);
    else if (plain) parts.push(plain);
    else if (token === '+') parts.push(' + ');
    else if (CHEM_ARROWS[token]) parts.push(` ${CHEM_ARROWS[token]} `);
    else parts.push(token);
  }
  const ce = parts.join('');
  return /->|<=>/.test(ce) && /[A-Z]/.test(ce) ? `\\ce{${ce}}` : null;
}

/** One `<m:oMath>` element (its XML) as LaTeX, without delimiters. */
export function ommlToLatex(xml: string): string {
  const nodes = parser.parse(xml) as Node[];
  const tex = tidy(convertAll(nodes)).replace(BRACKETED_MATRIX, (_m, round?: string, square?: string) =>
    round !== undefined
      ? `\\begin{pmatrix}${round}\\end{pmatrix}`
      : `\\begin{bmatrix}${square}\\end{bmatrix}`,
  );
  return asChemistry(tex.replace(/\s+/g, '')) ?? tex;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeXml = (s: string) => s.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c);
const run = (tex: string) => `<w:r><w:t xml:space="preserve">${escapeXml(tex)}</w:t></w:r>`;

/**
 * Word XML (a `document.xml` part) with every equation replaced by a text run holding its LaTeX: `$$…$$` for
 * a displayed equation (`m:oMathPara`), `$…$` inline. Text readers that skip Office Math (mammoth) then keep
 * the formulas.
 */
export function wordEquationsAsLatex(documentXml: string): string {
  return documentXml
    .replace(/<m:oMathPara\b[^>]*>([\s\S]*?)<\/m:oMathPara>/g, (_m, inner: string) => {
      const maths = inner.match(/<m:oMath\b[\s\S]*?<\/m:oMath>/g) ?? [];
      return maths.map((math) => run(`$$${ommlToLatex(math)}$$`)).join('');
    })
    .replace(/<m:oMath\b[\s\S]*?<\/m:oMath>/g, (math) => run(`$${ommlToLatex(math)}$`));
}

const WORD_PARTS = /^word\/(document|footnotes|endnotes|header\d*|footer\d*)\.xml$/;

/** A .docx with its equations as LaTeX text runs (`wordEquationsAsLatex` on each text part); unchanged without any. */
export async function docxEquationsAsLatex(docx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  let changed = false;
  for (const name of Object.keys(zip.files).filter((n) => WORD_PARTS.test(n))) {
    const xml = await zip.file(name)!.async('string');
    if (!xml.includes('<m:oMath')) continue;
    zip.file(name, wordEquationsAsLatex(xml));
    changed = true;
  }
  return changed ? zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }) : docx;
}
