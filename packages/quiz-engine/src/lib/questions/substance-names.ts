/**
 * School chemistry's common substances by formula, so an equation's reaction can be named in words:
 * "Mg + 2HCl → MgCl2 + H2" is "the reaction of magnesium with hydrochloric acid".
 */
const ELEMENTS: Record<string, string> = {
  H: 'hydrogen',
  He: 'helium',
  Li: 'lithium',
  C: 'carbon',
  N: 'nitrogen',
  O: 'oxygen',
  F: 'fluorine',
  Ne: 'neon',
  Na: 'sodium',
  Mg: 'magnesium',
  Al: 'aluminium',
  Si: 'silicon',
  P: 'phosphorus',
  S: 'sulfur',
  Cl: 'chlorine',
  Ar: 'argon',
  K: 'potassium',
  Ca: 'calcium',
  Fe: 'iron',
  Cu: 'copper',
  Zn: 'zinc',
  Br: 'bromine',
  Ag: 'silver',
  Sn: 'tin',
  I: 'iodine',
  Au: 'gold',
  Pb: 'lead',
  Ni: 'nickel',
  Cr: 'chromium',
  Mn: 'manganese',
  Ti: 'titanium',
  U: 'uranium',
};

const COMPOUNDS: Record<string, string> = {
  H2O: 'water',
  H2O2: 'hydrogen peroxide',
  CO2: 'carbon dioxide',
  CO: 'carbon monoxide',
  HCl: 'hydrochloric acid',
  H2SO4: 'sulfuric acid',
  HNO3: 'nitric acid',
  NaOH: 'sodium hydroxide',
  KOH: 'potassium hydroxide',
  'Ca(OH)2': 'calcium hydroxide',
  CaCO3: 'calcium carbonate',
  CaO: 'calcium oxide',
  CaCl2: 'calcium chloride',
  NaCl: 'sodium chloride',
  KCl: 'potassium chloride',
  KBr: 'potassium bromide',
  KI: 'potassium iodide',
  NaBr: 'sodium bromide',
  NaI: 'sodium iodide',
  Na2CO3: 'sodium carbonate',
  NaHCO3: 'sodium hydrogencarbonate',
  NaOCl: 'sodium chlorate(I)',
  CH4: 'methane',
  C2H6: 'ethane',
  C3H8: 'propane',
  C4H10: 'butane',
  C8H18: 'octane',
  C10H22: 'decane',
  C2H4: 'ethene',
  C3H6: 'propene',
  C2H5OH: 'ethanol',
  C6H12O6: 'glucose',
  C12H22O11: 'sucrose',
  NH3: 'ammonia',
  NH4Cl: 'ammonium chloride',
  Fe2O3: 'iron(III) oxide',
  Fe3O4: 'iron(II,III) oxide',
  FeSO4: 'iron(II) sulfate',
  Al2O3: 'aluminium oxide',
  CuO: 'copper(II) oxide',
  CuSO4: 'copper(II) sulfate',
  CuCO3: 'copper(II) carbonate',
  ZnO: 'zinc oxide',
  ZnSO4: 'zinc sulfate',
  ZnCl2: 'zinc chloride',
  MgO: 'magnesium oxide',
  MgCl2: 'magnesium chloride',
  MgSO4: 'magnesium sulfate',
  NO: 'nitrogen monoxide',
  NO2: 'nitrogen dioxide',
  SO2: 'sulfur dioxide',
  SO3: 'sulfur trioxide',
  AgNO3: 'silver nitrate',
  AgCl: 'silver chloride',
  PbBr2: 'lead(II) bromide',
  'Pb(NO3)2': 'lead(II) nitrate',
  Na2O: 'sodium oxide',
  Li2O: 'lithium oxide',
  K2O: 'potassium oxide',
  TiCl4: 'titanium(IV) chloride',
};

/** Diatomic elements are written with a 2 but named as the element. */
const DIATOMIC = /^(H|N|O|F|Cl|Br|I)2$/;

export function substanceName(formula: string): string | null {
  if (COMPOUNDS[formula]) return COMPOUNDS[formula];
  if (DIATOMIC.test(formula)) return ELEMENTS[formula.slice(0, -1)] ?? null;
  return ELEMENTS[formula] ?? null;
}

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * "the reaction of magnesium with hydrochloric acid", "the decomposition of calcium carbonate": the
 * reaction named from its reactants, or null when one of them is not a substance named here.
 */
export function reactionInWords(reactants: string[]): string | null {
  const names = reactants.map(substanceName);
  if (names.some((n) => n === null) || names.length === 0) return null;
  const [first, ...rest] = [...new Set(names as string[])];
  if (!first) return null;
  if (rest.length === 0) return `the decomposition of ${first}`;
  return `the reaction of ${first} with ${list(rest)}`;
}
