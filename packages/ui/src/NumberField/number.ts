/** The typing rules of a NumberField: which drafts it accepts and how it reads and writes numbers. */
export interface NumberFormat {
  /** Whether a minus sign may be typed (only when the range reaches below zero). */
  negative: boolean;
  /** How many digits may follow the decimal point; 0 accepts whole numbers only. */
  fractionDigits: number;
}

/** The number of decimals of a step or bound: 0.25 has 2, 100 has 0. */
export function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/** Whether a draft is on the way to a number (`''`, `'-'`, `'12.'` are; `'1e3'`, `'1,5'` are not). */
export function isNumberDraft(text: string, format: NumberFormat): boolean {
  const sign = format.negative ? '-?' : '';
  const fraction = format.fractionDigits > 0 ? `(\\.\\d{0,${format.fractionDigits}})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}

/** The number a draft stands for; null for an empty or unfinished draft (`''`, `'-'`, `'.'`). */
export function parseDraft(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Rounds away floating-point noise (0.1 + 0.2) to the allowed decimals. */
export function roundTo(value: number, fractionDigits: number): number {
  return Number(value.toFixed(Math.min(fractionDigits, 20)));
}

export function clamp(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** The draft shown for a value: plain digits, no grouping, so it can be edited and typed back. */
export function formatDraft(value: number | null, fractionDigits: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  return String(roundTo(value, fractionDigits));
}
