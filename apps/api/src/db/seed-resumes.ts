import { residentialStatuses, skillsToTsVector } from '@arms/domain';
import { eq, sql } from 'drizzle-orm';
import { skillVocabulary } from '../resumes/skill-vocabulary';
import type { Db } from './client';
import { companies, locations, nationalities, sectors, users } from './schema';
import { demoAccounts, demoCompanyName } from './seed';

/** A small deterministic PRNG (mulberry32), so two seeds of the same size give the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return { next, int, pick };
}

const english = {
  first: [
    'James',
    'Olivia',
    'Daniel',
    'Sophia',
    'Ethan',
    'Chloe',
    'Ryan',
    'Emily',
    'Marcus',
    'Grace',
    'Wei',
    'Mei',
    'Arjun',
    'Priya',
    'Hafiz',
    'Aisyah',
    'Kenji',
    'Yuna',
    'Lucas',
    'Hannah',
  ],
  last: [
    'Tan',
    'Lim',
    'Lee',
    'Ng',
    'Wong',
    'Smith',
    'Brown',
    'Taylor',
    'Kumar',
    'Raman',
    'Rahman',
    'Ismail',
    'Chen',
    'Goh',
    'Ong',
    'Williams',
    'Clarke',
    'Singh',
    'Sato',
    'Park',
  ],
  companies: [
    'DBS Bank',
    'Shopee',
    'Grab',
    'Singtel',
    'Accenture',
    'OCBC',
    'Sea Group',
    'ST Engineering',
    'PSA International',
    'Keppel',
  ],
  positions: [
    'Software Engineer',
    'Senior Developer',
    'Data Analyst',
    'Project Manager',
    'Accountant',
    'Sales Executive',
    'HR Executive',
    'QA Engineer',
    'DevOps Engineer',
    'Business Analyst',
  ],
};
const vietnamese = {
  first: [
    'An',
    'Bình',
    'Chi',
    'Dũng',
    'Giang',
    'Hương',
    'Khánh',
    'Linh',
    'Minh',
    'Nga',
    'Phúc',
    'Quân',
    'Thảo',
    'Trang',
    'Tuấn',
    'Vy',
    'Hải',
    'Lan',
    'Sơn',
    'Yến',
  ],
  last: [
    'Nguyễn',
    'Trần',
    'Lê',
    'Phạm',
    'Hoàng',
    'Huỳnh',
    'Phan',
    'Vũ',
    'Võ',
    'Đặng',
    'Bùi',
    'Đỗ',
    'Hồ',
    'Ngô',
    'Dương',
  ],
  middle: ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Hữu', 'Đức', 'Thu'],
  companies: [
    'FPT Software',
    'Viettel',
    'VNG',
    'Vingroup',
    'Tiki',
    'MoMo',
    'Techcombank',
    'Vinamilk',
    'VPBank',
    'Masan',
  ],
  positions: [
    'Kỹ sư phần mềm',
    'Lập trình viên',
    'Chuyên viên phân tích dữ liệu',
    'Quản lý dự án',
    'Kế toán',
    'Nhân viên kinh doanh',
    'Chuyên viên nhân sự',
    'Kỹ sư kiểm thử',
    'Kỹ sư DevOps',
    'Chuyên viên phân tích nghiệp vụ',
  ],
};
/** Skill clusters by position index, so a resume's skills hang together. */
const clusters: string[][] = [
  ['Java', 'Spring Boot', 'SQL', 'Docker', 'Kubernetes', 'AWS', 'Microservices', 'Kafka', 'Git'],
  ['JavaScript', 'TypeScript', 'React', 'Node.js', 'GraphQL', 'CSS', 'HTML', 'Vue.js', 'Angular'],
  ['Python', 'SQL', 'Data Analysis', 'Power BI', 'Tableau', 'Excel', 'Machine Learning', 'TensorFlow'],
  ['Project Management', 'Agile', 'Scrum', 'Jira', 'Leadership', 'Budgeting', 'Negotiation'],
  ['Accounting', 'Auditing', 'Taxation', 'Financial Reporting', 'Excel', 'SAP', 'Payroll'],
  ['Sales', 'Business Development', 'Account Management', 'Negotiation', 'Salesforce', 'Public Speaking'],
  ['Recruitment', 'Talent Acquisition', 'Employee Relations', 'Payroll', 'Excel'],
  ['Selenium', 'Quality Assurance', 'Java', 'Python', 'Jira', 'Agile', 'CI/CD'],
  ['Docker', 'Kubernetes', 'Terraform', 'Ansible', 'Linux', 'AWS', 'Azure', 'Jenkins', 'CI/CD'],
  ['Business Analysis', 'SQL', 'Agile', 'UX Design', 'Figma', 'Jira', 'Product Management'],
];
const tagsPool = ['hot', 'shortlisted', 'relocate', 'contract', 'senior', 'graduate'];

/** A PostgreSQL array literal of text, quoted so any element survives. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

export interface SeedResumesOptions {
  count: number;
  batchSize?: number;
  seed?: number;
  onProgress?: (done: number) => void;
}

/**
 * Fills the demo employer with `count` realistic resumes (English and Vietnamese names, clustered skills,
 * contacts and one to three work experiences), in batches inserted with `unnest` of array parameters.
 * Large loads drop the search's covering index and its GIN (skills, tags and window keys) first and build
 * them once at the end (much faster than maintaining them row by row), then VACUUM ANALYZE, so that the search's
 * index-only scans find the pages all-visible, as autovacuum leaves them in use (docs/decisions/0183).
 */
export async function seedDemoResumes(db: Db, options: SeedResumesOptions): Promise<void> {
  const batchSize = options.batchSize ?? 5000;
  const rnd = random(options.seed ?? 7);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demoCompanyName));
  if (!company) throw new Error('seed the demo employer first');
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts.accountAdmin.email));
  const locationIds = (await db.select({ id: locations.id }).from(locations)).map((r) => r.id);
  const nationalityIds = (await db.select({ id: nationalities.id }).from(nationalities)).map((r) => r.id);
  const sectorIds = (await db.select({ id: sectors.id }).from(sectors)).map((r) => r.id);
  const statusIds = residentialStatuses.ids as readonly number[];
  const rebuildIndex = options.count >= 50_000;
  if (rebuildIndex) {
    await db.execute(sql`drop index if exists resumes_company_recent_idx`);
    await db.execute(sql`drop index if exists resumes_search_window_idx`);
  }
  const now = Date.now();
  const year = new Date().getUTCFullYear();

  for (let done = 0; done < options.count; done += batchSize) {
    const n = Math.min(batchSize, options.count - done);
    const idRows = (await db.execute(
      sql`select nextval('resumes_id_seq')::int as id from generate_series(1, ${n})`,
    )) as unknown as { rows: Array<{ id: number }> };
    const ids = idRows.rows.map((r) => Number(r.id));
    const cols = {
      first: [] as string[],
      last: [] as string[],
      email: [] as string[],
      gender: [] as string[],
      dob: [] as string[],
      tongue: [] as string[],
      langs: [] as string[],
      nat: [] as number[],
      loc: [] as number[],
      status: [] as number[],
      salary: [] as number[],
      avail: [] as number[],
      exp: [] as number[],
      skills: [] as string[],
      vector: [] as string[],
      sectors: [] as string[],
      tags: [] as string[],
      updated: [] as string[],
    };
    const contacts = { resume: [] as number[], category: [] as number[], value: [] as string[], key: [] as string[] };
    const work = {
      resume: [] as number[],
      from: [] as string[],
      to: [] as string[],
      company: [] as string[],
      position: [] as string[],
      order: [] as number[],
    };
    for (const id of ids) {
      const vn = rnd.next() < 0.5;
      const names = vn ? vietnamese : english;
      const first = rnd.pick(names.first);
      const last = vn ? `${rnd.pick(vietnamese.last)} ${rnd.pick(vietnamese.middle)}` : rnd.pick(english.last);
      const role = rnd.int(0, clusters.length - 1);
      const cluster = clusters[role]!;
      const skills = new Set<string>();
      const wanted = rnd.int(3, 8);
      while (skills.size < wanted) skills.add(rnd.next() < 0.8 ? rnd.pick(cluster) : rnd.pick(skillVocabulary));
      const skillList = [...skills];
      const expMonths = rnd.int(0, 420);
      const age = Math.min(70, 21 + Math.floor(expMonths / 12) + rnd.int(0, 8));
      cols.first.push(first);
      cols.last.push(last);
      const mail = `${first}.${last.split(' ')[0]}.${id}@example.${vn ? 'vn' : 'sg'}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase();
      cols.email.push(mail);
      cols.gender.push(rnd.pick(['male', 'female', 'undisclosed']));
      cols.dob.push(
        `${year - age}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      );
      cols.tongue.push(vn ? 'Vietnamese' : rnd.pick(['English', 'Mandarin', 'Malay', 'Tamil']));
      cols.langs.push(textArray(vn ? ['Vietnamese', 'English'] : ['English']));
      cols.nat.push(rnd.pick(nationalityIds));
      cols.loc.push(rnd.pick(locationIds));
      cols.status.push(rnd.pick(statusIds));
      cols.salary.push(Math.round((1500 + expMonths * 25 + rnd.int(0, 3000)) / 100) * 100);
      cols.avail.push(rnd.pick([0, 14, 30, 60, 90]));
      cols.exp.push(expMonths);
      cols.skills.push(textArray(skillList));
      cols.vector.push(skillsToTsVector(skillList));
      cols.sectors.push(`{${rnd.pick(sectorIds)}}`);
      cols.tags.push(rnd.next() < 0.2 ? textArray([rnd.pick(tagsPool)]) : '{}');
      cols.updated.push(new Date(now - rnd.int(0, 3 * 365) * 86_400_000).toISOString());
      contacts.resume.push(id, id);
      contacts.category.push(3, 1);
      const phone = vn
        ? `+84 9${rnd.int(10_000_000, 99_999_999)}`
        : `+65 ${rnd.int(8000, 9999)} ${rnd.int(1000, 9999)}`;
      contacts.value.push(mail, phone);
      contacts.key.push(mail, phone.replace(/\D/g, ''));
      let end = year - rnd.int(0, 2);
      for (let k = 0, jobs = rnd.int(1, 3); k < jobs; k++) {
        const start = end - rnd.int(1, 5);
        work.resume.push(id);
        work.from.push(`${start}-${String(rnd.int(1, 12)).padStart(2, '0')}-01`);
        work.to.push(`${end}-${String(rnd.int(1, 12)).padStart(2, '0')}-01`);
        work.company.push(rnd.pick(names.companies));
        work.position.push(names.positions[role]!);
        work.order.push(k);
        end = start;
      }
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into resumes (id, company_id, created_by, first_name, last_name, email, gender, dob, mother_tongue,
          languages, nationality_id, current_location_id, residential_status_id, exp_salary_amount, exp_salary_freq,
          exp_salary_currency, availability, experience_months, skills, skills_vector, sector_ids, tags,
          created_at, updated_at)
        select t.id, ${company.id}, ${owner?.id ?? null}, t.first, t.last, t.email, t.gender, t.dob::date, t.tongue,
          t.langs::text[], t.nat, t.loc, t.status, t.salary, 3, 'SGD', t.avail, t.exp, t.skills::text[],
          t.vector::tsvector, t.sectors::integer[], t.tags::text[], t.updated::timestamptz, t.updated::timestamptz
        from unnest(${sql.param(ids)}::int[], ${sql.param(cols.first)}::text[], ${sql.param(cols.last)}::text[], ${sql.param(cols.email)}::text[],
          ${sql.param(cols.gender)}::text[], ${sql.param(cols.dob)}::text[], ${sql.param(cols.tongue)}::text[], ${sql.param(cols.langs)}::text[],
          ${sql.param(cols.nat)}::int[], ${sql.param(cols.loc)}::int[], ${sql.param(cols.status)}::int[], ${sql.param(cols.salary)}::numeric[],
          ${sql.param(cols.avail)}::int[], ${sql.param(cols.exp)}::int[], ${sql.param(cols.skills)}::text[], ${sql.param(cols.vector)}::text[],
          ${sql.param(cols.sectors)}::text[], ${sql.param(cols.tags)}::text[], ${sql.param(cols.updated)}::text[])
          as t(id, first, last, email, gender, dob, tongue, langs, nat, loc, status, salary, avail, exp, skills,
            vector, sectors, tags, updated)`);
      await tx.execute(sql`
        insert into resume_contacts (resume_id, company_id, category, value, match_key)
        select r, ${company.id}, c, v, k
        from unnest(${sql.param(contacts.resume)}::int[], ${sql.param(contacts.category)}::int[], ${sql.param(contacts.value)}::text[],
          ${sql.param(contacts.key)}::text[]) as t(r, c, v, k)`);
      await tx.execute(sql`
        insert into resume_work_experiences (resume_id, period_from, period_to, company, position, sort_order)
        select r, f::date, e::date, c, p, o
        from unnest(${sql.param(work.resume)}::int[], ${sql.param(work.from)}::text[], ${sql.param(work.to)}::text[], ${sql.param(work.company)}::text[],
          ${sql.param(work.position)}::text[], ${sql.param(work.order)}::int[]) as t(r, f, e, c, p, o)`);
    });
    options.onProgress?.(done + n);
  }
  if (rebuildIndex) {
    // As migration 0013 creates it.
    await db.execute(sql`create index if not exists resumes_company_recent_idx on resumes
      (company_id, updated_at desc, id desc) include (skills_vector, created_by, current_location_id, nationality_id,
      residential_status_id, dob, experience_months, exp_salary_amount, exp_salary_freq, availability, specialty_ids,
      sector_ids, tags)`);
    // As migration 0018 creates it.
    await db.execute(sql`create index if not exists resumes_search_window_idx on resumes using gin
      (skills_vector, tags, arms_resume_search_keys(updated_at, residential_status_id)) with (fastupdate = off)`);
  }
  await db.execute(sql`vacuum analyze resumes`);
  await db.execute(sql`vacuum analyze resume_contacts`);
}
