import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

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
  company: { name: string; footerTexts: string[] };
  logo: Buffer | null;
  photo: Buffer | null;
  resume: {
    name: string;
    headline: string[];
    details: Array<[string, string]>;
    skills: string[];
    languages: string[];
    workExperiences: Array<{ period: string; position: string; company: string; duties: string | null }>;
  };
}

/**
 * The employer's branded resume (spec section 9 "Resume format: original or formatted"): their logo and
 * name at the top, the candidate's details, skills and employment history, their footer texts at the
 * bottom, and the photo only when the resume allows it. Answers the PDF bytes.
 */
export async function brandedResumePdf(input: BrandedResume): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: input.resume.name, Author: input.company.name },
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

  /** Writes a line, switching font between runs of Latin and Vietnamese letters. */
  const line = (text: string, size: number, bold = false, options: PDFKit.Mixins.TextOptions = {}) => {
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
  };

  const top = doc.y;
  if (input.logo) doc.image(input.logo, 50, top, { fit: [150, 40] });
  doc.y = top;
  line(input.company.name, 10, true, { align: 'right' });
  doc.moveDown(2);
  const textStart = doc.y;
  if (input.photo) doc.image(input.photo, 445, textStart, { fit: [100, 100] });
  line(input.resume.name, 20, true, { width: input.photo ? 380 : undefined });
  for (const h of input.resume.headline) line(h, 10, false, { width: input.photo ? 380 : undefined });
  doc.moveDown();
  for (const [label, value] of input.resume.details) line(`${label}: ${value}`, 10);
  if (input.photo && doc.y < textStart + 110) doc.y = textStart + 110;
  const section = (title: string) => {
    doc.moveDown();
    line(title, 13, true);
    doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor('#999999').stroke();
    doc.moveDown(0.3);
  };
  if (input.resume.skills.length > 0) {
    section('Skills');
    line(input.resume.skills.join(', '), 10);
  }
  if (input.resume.languages.length > 0) {
    section('Languages');
    line(input.resume.languages.join(', '), 10);
  }
  if (input.resume.workExperiences.length > 0) {
    section('Employment history');
    for (const w of input.resume.workExperiences) {
      line(`${w.period}  ${w.position}${w.company ? `, ${w.company}` : ''}`, 10, true);
      if (w.duties) line(w.duties, 10);
      doc.moveDown(0.3);
    }
  }
  if (input.company.footerTexts.length > 0) {
    doc.moveDown(2);
    for (const f of input.company.footerTexts) line(f, 8, false, { align: 'center' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
