import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyResumeFormats, maritalStatuses, nationalities } from '../../db/schema';
import {
  brandedContent,
  sampleResumeSource,
  storedFormat,
  type BrandedContent,
  type ResumeFormat,
} from '../../resumes/format';
import type { LoadedResume } from '../resumes/repository';

/** The employer's resume format, or the default one when they have not set it. */
export async function companyResumeFormat(db: Db, companyId: number): Promise<ResumeFormat> {
  const [row] = await db
    .select({ format: companyResumeFormats.format })
    .from(companyResumeFormats)
    .where(eq(companyResumeFormats.companyId, companyId));
  return storedFormat(row?.format);
}

/** Saves the employer's resume format (one row per company), who changed it and when. */
export async function saveResumeFormat(db: Db, companyId: number, format: ResumeFormat, userId: number, at: Date) {
  const values = { format, updatedBy: userId, updatedAt: at };
  await db
    .insert(companyResumeFormats)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyResumeFormats.companyId, set: values });
}

/** The company's name, logo and footer texts as the branded resume prints them. */
async function brandOf(db: Db, companyId: number) {
  const [company] = await db
    .select({ name: companies.name, logoPath: companies.logoPath, footerTexts: companies.footerTexts })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { name: company!.name, logoPath: company!.logoPath, footerTexts: company!.footerTexts ?? [] };
}

/** A proposed format applied to the sample candidate, with the company's own brand (ADR 0146). */
export async function sampleBrandedContent(db: Db, companyId: number, format: ResumeFormat): Promise<BrandedContent> {
  return brandedContent({ ...sampleResumeSource, company: await brandOf(db, companyId) }, format);
}

/**
 * The branded content of a loaded resume under its employer's format (ADR 0103), or under a proposed
 * format not saved yet (the settings preview, ADR 0146).
 */
export async function brandedContentOf(
  db: Db,
  loaded: LoadedResume,
  proposed?: ResumeFormat,
): Promise<{ content: BrandedContent; photoPath: string | null }> {
  const { row } = loaded;
  const nameOf = async (table: typeof nationalities | typeof maritalStatuses, id: number | null) => {
    if (id === null) return null;
    const [found] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return found?.name ?? null;
  };
  const [company, format, nationality, maritalStatus] = await Promise.all([
    brandOf(db, row.companyId),
    proposed ?? companyResumeFormat(db, row.companyId),
    nameOf(nationalities, row.nationalityId),
    nameOf(maritalStatuses, row.maritalStatusId),
  ]);
  const content = brandedContent(
    {
      company,
      resume: { ...row, nationality, maritalStatus },
      contacts: loaded.contacts,
      workExperiences: loaded.workExperiences,
    },
    format,
  );
  return { content, photoPath: content.showPhoto ? row.photoPath : null };
}
