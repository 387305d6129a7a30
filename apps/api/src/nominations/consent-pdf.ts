import { formatDate } from '@arms/domain';
import PDFDocument from 'pdfkit';
import { fonts, writeLine } from '../resumes/branded-pdf';

/** How the candidate gave consent (ADR 0087). */
export const consentMethods = ['email', 'phone', 'inPerson', 'portal'] as const;
export type ConsentMethod = (typeof consentMethods)[number];
export type ConsentLang = 'en' | 'vn';

/** The notification's text in the two interface languages (section 1), kept with the API that prints it. */
const strings = {
  en: {
    title: 'Consent notification',
    intro: (candidate: string, company: string) =>
      `This notification records that ${candidate} agreed to be nominated by ${company} to the position below.`,
    candidate: 'Candidate',
    target: 'Nominated to',
    givenBy: 'Consent given by',
    method: 'Method',
    acknowledgedOn: 'Date of consent',
    recordedBy: 'Recorded by',
    recordedAt: 'Recorded at',
    notes: 'Notes',
    reference: 'Nomination reference',
    methods: { email: 'Email', phone: 'Phone', inPerson: 'In person', portal: 'Candidate portal' },
  },
  vn: {
    title: 'Thông báo đồng ý',
    intro: (candidate: string, company: string) =>
      `Thông báo này xác nhận ${candidate} đã đồng ý để ${company} giới thiệu vào vị trí dưới đây.`,
    candidate: 'Ứng viên',
    target: 'Được giới thiệu vào',
    givenBy: 'Người đồng ý',
    method: 'Hình thức',
    acknowledgedOn: 'Ngày đồng ý',
    recordedBy: 'Người ghi nhận',
    recordedAt: 'Thời điểm ghi nhận',
    notes: 'Ghi chú',
    reference: 'Mã giới thiệu',
    methods: { email: 'Email', phone: 'Điện thoại', inPerson: 'Gặp trực tiếp', portal: 'Cổng ứng viên' },
  },
} as const;

export interface ConsentNotice {
  lang: ConsentLang;
  company: string;
  candidate: string;
  /** The job position or the hiring entity's name. */
  target: string;
  nominationId: number;
  givenBy: string;
  method: ConsentMethod;
  /** YYYY-MM-DD */
  acknowledgedOn: string;
  notes: string | null;
  recordedBy: string;
  recordedAt: Date;
}

/** The file name of a notice, ASCII so every storage and browser takes it. */
export function consentFileName(nominationId: number, acknowledgedOn: string): string {
  return `consent-notification-${nominationId}-${acknowledgedOn}.pdf`;
}

/**
 * The consent notification (section 3 "acknowledgements (consent notification)"; ADR 0087): the
 * company, the candidate, what they were nominated to, who consented, how and when, and who recorded
 * it, in the recording user's language, with Noto Sans so Vietnamese names render.
 */
export async function consentNotificationPdf(input: ConsentNotice): Promise<Buffer> {
  const t = strings[input.lang];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: t.title, Author: input.company } });
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
  const line = (text: string, size: number, bold = false) => writeLine(doc, text, size, bold);

  line(input.company, 10, true);
  doc.moveDown(1.5);
  line(t.title, 20, true);
  doc.moveDown();
  line(t.intro(input.candidate, input.company), 11);
  doc.moveDown();
  const rows: Array<[string, string]> = [
    [t.candidate, input.candidate],
    [t.target, input.target],
    [t.givenBy, input.givenBy],
    [t.method, t.methods[input.method]],
    [t.acknowledgedOn, formatDate(input.acknowledgedOn, { lang: input.lang }) ?? input.acknowledgedOn],
    [t.recordedBy, input.recordedBy],
    [t.recordedAt, `${formatDate(input.recordedAt, { lang: input.lang }) ?? ''} UTC`],
    [t.reference, `#${input.nominationId}`],
  ];
  if (input.notes) rows.push([t.notes, input.notes]);
  for (const [label, value] of rows) {
    line(`${label}: ${value}`, 11);
    doc.moveDown(0.3);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
