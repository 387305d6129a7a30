/** The path of pdftoppm, or undefined when poppler is not installed. */
export function findPdftoppm(): string | undefined;
/** The path of pdftoppm, installing Debian's poppler-utils when root with apt. */
export function ensurePdftoppm(): string;
