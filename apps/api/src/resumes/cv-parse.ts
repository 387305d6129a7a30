import { skillsSuitability } from '@arms/domain';
import { skillVocabulary } from './skill-vocabulary';

/** Why a CV could not be turned into text (the route answers DOWNLOAD_FAILED, the file is kept). */
export class CvUnreadableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CvUnreadableError';
  }
}

const pdfMime = 'application/pdf';
const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Whether CV parsing reads this (detected) type: PDF and DOCX (docs/decisions/0063). */
export function isParsableCv(mime: string): boolean {
  return mime === pdfMime || mime === docxMime;
}

async function pdfText(data: Buffer): Promise<string> {
  // The legacy build runs in Node without a DOM; no worker, no eval, no font loading.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, 30); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}

async function docxText(data: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: data });
  return result.value;
}

/** A CV's text: PDF through pdf.js, DOCX through mammoth; anything unreadable is CvUnreadableError. */
export async function cvText(data: Buffer, mime: string): Promise<string> {
  if (!isParsableCv(mime)) throw new CvUnreadableError(`unsupported type ${mime}`);
  let text: string;
  try {
    text = mime === pdfMime ? await pdfText(data) : await docxText(data);
  } catch (error) {
    throw new CvUnreadableError((error as Error).message ?? 'unreadable');
  }
  text = text.replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ');
  if (text.trim() === '') throw new CvUnreadableError('no text (a scanned CV needs OCR)');
  return text;
}

export interface ProposedResume {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  skills: string[];
  workExperiences: Array<{ periodFrom: string; periodTo: string | null; position: string; company: string }>;
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const phonePattern = /\+?\d[\d ().-]{6,18}\d/;
const months: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};
const datePart = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? )?\d{4}|\d{1,2}/\d{4}`;
const periodPattern = new RegExp(
  String.raw`^\s*(${datePart})\s*(?:-|–|—|to)\s*(${datePart}|present|now|current|nay|hiện tại)\s*[:|,–—-]?\s*(.+)$`,
  'i',
);

function toDay(text: string): string | null {
  const t = text.trim().toLowerCase();
  let m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}-01`;
  m = /^([a-z]{3})[a-z]*\.? (\d{4})$/.exec(t);
  if (m && months[m[1]!]) return `${m[2]}-${months[m[1]!]}-01`;
  m = /^(\d{4})$/.exec(t);
  return m ? `${m[1]}-01-01` : null;
}

function splitRole(rest: string): { position: string; company: string } {
  const at = /^(.+?)\s+(?:at|@|tại)\s+(.+)$/i.exec(rest);
  if (at) return { position: at[1]!.trim(), company: at[2]!.trim() };
  const comma = /^(.+?)\s*(?:,|\||–|—| - )\s*(.+)$/.exec(rest);
  if (comma) return { position: comma[1]!.trim(), company: comma[2]!.trim() };
  return { position: rest.trim(), company: '' };
}

const looksLikeName = (line: string) =>
  /^[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*){1,4}$/u.test(line) && !/curriculum|resume|vitae/i.test(line);

/**
 * A proposed resume from a CV's text (issue #7 point 2): the name from the first line that reads as one,
 * the first email and phone, the vocabulary skills found (ADR 0021's phrase rule, line by line), and
 * work periods written as "from - to position at company".
 */
export function proposeResume(text: string, vocabulary: readonly string[] = skillVocabulary): ProposedResume {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const nameLine = lines.slice(0, 5).find(looksLikeName) ?? null;
  const [firstName, ...rest] = nameLine ? nameLine.split(' ') : [];
  const phone = phonePattern.exec(text.replace(emailPattern, ''))?.[0] ?? null;
  const skills = vocabulary.filter((skill) => skillsSuitability([skill], lines).matched === 1);
  const workExperiences: ProposedResume['workExperiences'] = [];
  for (const line of lines) {
    const m = periodPattern.exec(line);
    if (!m) continue;
    const from = toDay(m[1]!);
    if (!from) continue;
    const to = toDay(m[2]!);
    workExperiences.push({ periodFrom: from, periodTo: to, ...splitRole(m[3]!) });
  }
  return {
    firstName: firstName ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    email: emailPattern.exec(text)?.[0] ?? null,
    phone: phone?.trim() ?? null,
    skills,
    workExperiences,
  };
}
