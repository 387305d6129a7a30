import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { BrandedContent } from './format';

const require = createRequire(import.meta.url);
/** Noto Sans ships as unicode subsets: Latin, and the Vietnamese letters Latin-1 lacks (ADR 0066). */
export const fonts = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  vn: require.resolve('@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff'),
  vnBold: require.resolve('@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff'),
};
// The code points of fontsource's `vietnamese` subset (combining marks included, so no regex class).
const vietnameseRanges: ReadonlyArray<readonly [number, number]> = [
  [0x102, 0x103],
  [0x110, 0x111],
  [0x128, 0x129],
  [0x168, 0x169],
  [0x1a0, 0x1a1],
  [0x1af, 0x1b0],
  [0x300, 0x301],
  [0x303, 0x304],
  [0x308, 0x309],
  [0x323, 0x323],
  [0x329, 0x329],
  [0x1ea0, 0x1ef9],
  [0x20ab, 0x20ab],
];
export const isVietnamese = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return vietnameseRanges.some(([from, to]) => cp >= from && cp <= to);
};

export interface BrandedResume {
  /** The content, already shaped by the employer's format (./format.ts). */
  content: BrandedContent;
  logo: Buffer | null;
  photo: Buffer | null;
}

/**
 * Writes one line in the fonts a document registered as 'latin', 'latinBold', 'vn' and 'vnBold'
 * (from `fonts`), switching font between runs of Latin and Vietnamese letters.
 */
export function writeLine(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  bold = false,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs: Array<{ vn: boolean; text: string }> = [];
  for (const ch of text.normalize('NFC')) {
    const vn = isVietnamese(ch);
    const last = runs.at(-1);
    if (last && last.vn === vn) last.text += ch;
    else runs.push({ vn, text: ch });
  }
  if (runs.length === 0) runs.push({ vn: false, text: ' ' });
  doc.fontSize(size);
  runs.forEach((run, i) => {
    doc.font(run.vn ? (bold ? 'vnBold' : 'vn') : bold ? 'latinBold' : 'latin');
    doc.text(run.text, { ...options, continued: i < runs.length - 1 });
  });
}

/**
 * The employer's branded resume (spec section 9 "Resume format: original or formatted"): their logo and
 * name at the top, the candidate's name in the format's colour, then the format's sections in its order,
 * and the footer at the bottom. Answers the PDF bytes.
 */
export async function brandedResumePdf(input: BrandedResume): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: input.content.name, Author: input.content.company.name },
  });
  doc.registerFont('latin', fonts.latin);
  doc.registerFont('latinBold', fonts.latinBold);
  doc.registerFont('vn', fonts.vn);
  doc.registerFont('vnBold', fonts.vnBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const line = (text: string, size: number, bold = false, options: PDFKit.Mixins.TextOptions = {}) =>
    writeLine(doc, text, size, bold, options);

  const { content } = input;
  const colour = content.headerColour;
  const top = doc.y;
  if (input.logo) doc.image(input.logo, 50, top, { fit: [150, 40] });
  doc.y = top;
  line(content.company.name, 10, true, { align: 'right' });
  doc.moveDown(2);
  const textStart = doc.y;
  if (input.photo) doc.image(input.photo, 445, textStart, { fit: [100, 100] });
  const width = input.photo ? 380 : undefined;
  doc.fillColor(colour);
  line(content.name, 20, true, { width });
  doc.fillColor('#000000');
  for (const h of content.headline) line(h, 10, false, { width });
  for (const section of content.sections) {
    doc.moveDown();
    doc.fillColor(colour);
    line(section.title, 13, true, { width: doc.y < textStart + 110 ? width : undefined });
    doc.fillColor('#000000');
    doc
      .moveTo(50, doc.y)
      .lineTo(input.photo && doc.y < textStart + 110 ? 425 : 545, doc.y)
      .strokeColor(colour)
      .stroke();
    doc.moveDown(0.3);
    for (const item of section.items) {
      const narrow = { width: input.photo && doc.y < textStart + 110 ? width : undefined };
      if (section.style === 'fields') line(`${item.label ?? ''}: ${item.text}`, 10, false, narrow);
      else if (section.style === 'text') line(item.text, 10, false, narrow);
      else {
        line(item.label ? `${item.label}  ${item.text}` : item.text, 10, true, narrow);
        if (item.detail) line(item.detail, 10, false, narrow);
        doc.moveDown(0.3);
      }
    }
  }
  if (content.footer.length > 0) {
    doc.moveDown(2);
    for (const f of content.footer) line(f, 8, false, { align: 'center' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
