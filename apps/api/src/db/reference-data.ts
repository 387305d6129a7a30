import { residentialStatuses, salaryPeriods, translate } from '@arms/domain';

/** [id, name, nationality name, ISO code, dialing code] of the seeded locations (section 3 "locations"). */
export const countryRows: ReadonlyArray<readonly [number, string, string, string, string]> = [
  [1, 'Singapore', 'Singaporean', 'SG', '65'],
  [2, 'Vietnam', 'Vietnamese', 'VN', '84'],
  [3, 'Malaysia', 'Malaysian', 'MY', '60'],
  [4, 'Indonesia', 'Indonesian', 'ID', '62'],
  [5, 'Thailand', 'Thai', 'TH', '66'],
  [6, 'Philippines', 'Filipino', 'PH', '63'],
  [7, 'Myanmar', 'Burmese', 'MM', '95'],
  [8, 'Cambodia', 'Cambodian', 'KH', '855'],
  [9, 'Laos', 'Lao', 'LA', '856'],
  [10, 'Brunei', 'Bruneian', 'BN', '673'],
  [11, 'China', 'Chinese', 'CN', '86'],
  [12, 'Hong Kong', 'Hongkonger', 'HK', '852'],
  [13, 'Taiwan', 'Taiwanese', 'TW', '886'],
  [14, 'Japan', 'Japanese', 'JP', '81'],
  [15, 'South Korea', 'South Korean', 'KR', '82'],
  [16, 'India', 'Indian', 'IN', '91'],
  [17, 'Bangladesh', 'Bangladeshi', 'BD', '880'],
  [18, 'Sri Lanka', 'Sri Lankan', 'LK', '94'],
  [19, 'Pakistan', 'Pakistani', 'PK', '92'],
  [20, 'Nepal', 'Nepalese', 'NP', '977'],
  [21, 'Australia', 'Australian', 'AU', '61'],
  [22, 'New Zealand', 'New Zealander', 'NZ', '64'],
  [23, 'United Kingdom', 'British', 'GB', '44'],
  [24, 'Ireland', 'Irish', 'IE', '353'],
  [25, 'United States', 'American', 'US', '1'],
  [26, 'Canada', 'Canadian', 'CA', '1'],
  [27, 'Germany', 'German', 'DE', '49'],
  [28, 'France', 'French', 'FR', '33'],
  [29, 'Netherlands', 'Dutch', 'NL', '31'],
  [30, 'Switzerland', 'Swiss', 'CH', '41'],
  [31, 'Italy', 'Italian', 'IT', '39'],
  [32, 'Spain', 'Spanish', 'ES', '34'],
  [33, 'United Arab Emirates', 'Emirati', 'AE', '971'],
  [34, 'Saudi Arabia', 'Saudi', 'SA', '966'],
  [35, 'Qatar', 'Qatari', 'QA', '974'],
  [36, 'South Africa', 'South African', 'ZA', '27'],
  [37, 'Brazil', 'Brazilian', 'BR', '55'],
  [38, 'Mexico', 'Mexican', 'MX', '52'],
];

/** [id, location id, name] of the seeded sub-locations. */
export const subLocationRows: ReadonlyArray<readonly [number, number, string]> = [
  [1, 1, 'Central Region'],
  [2, 1, 'East Region'],
  [3, 1, 'North Region'],
  [4, 1, 'North-East Region'],
  [5, 1, 'West Region'],
  [6, 2, 'Hà Nội'],
  [7, 2, 'TP. Hồ Chí Minh'],
  [8, 2, 'Đà Nẵng'],
  [9, 2, 'Hải Phòng'],
  [10, 2, 'Cần Thơ'],
  [11, 3, 'Kuala Lumpur'],
  [12, 3, 'Johor'],
  [13, 3, 'Penang'],
];

/** [id, ISO code, name, symbol] of the seeded currencies. */
export const currencyRows: ReadonlyArray<readonly [number, string, string, string]> = [
  [1, 'SGD', 'Singapore Dollar', 'S$'],
  [2, 'USD', 'US Dollar', 'US$'],
  [3, 'VND', 'Vietnamese Dong', '₫'],
  [4, 'MYR', 'Malaysian Ringgit', 'RM'],
  [5, 'IDR', 'Indonesian Rupiah', 'Rp'],
  [6, 'THB', 'Thai Baht', '฿'],
  [7, 'PHP', 'Philippine Peso', '₱'],
  [8, 'CNY', 'Chinese Yuan', '¥'],
  [9, 'HKD', 'Hong Kong Dollar', 'HK$'],
  [10, 'INR', 'Indian Rupee', '₹'],
  [11, 'JPY', 'Japanese Yen', '¥'],
  [12, 'KRW', 'South Korean Won', '₩'],
  [13, 'AUD', 'Australian Dollar', 'A$'],
  [14, 'EUR', 'Euro', '€'],
  [15, 'GBP', 'British Pound', '£'],
];

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 }));

/** Simple named lists: id, name and order (section 3 "Master data lists"). */
export const namedLists = {
  sectors: named([
    'Accounting & Finance',
    'Banking & Financial Services',
    'Building & Construction',
    'Civil & Structural Engineering',
    'Data Centres',
    'Education & Training',
    'Healthcare',
    'Hospitality & Tourism',
    'Human Resources',
    'Information Technology',
    'Logistics & Supply Chain',
    'Manufacturing',
    'Marine & Offshore',
    'Oil & Gas',
    'Property & Real Estate',
    'Retail',
    'Sales & Marketing',
    'Telecommunications',
  ]),
  levels: named([
    'Entry Level',
    'Junior Executive',
    'Senior Executive',
    'Manager',
    'Senior Manager',
    'Director',
    'C-Level',
  ]),
  ranks: named(['Intern', 'Associate', 'Senior Associate', 'Lead', 'Principal', 'Head of Department']),
  disciplines: named([
    'Architecture',
    'Civil Engineering',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Project Management',
    'Quantity Surveying',
    'Safety, Health & Environment',
    'Software Engineering',
    'Finance',
    'Human Resources',
  ]),
  educations: named([
    'Primary',
    'Secondary / O Level',
    'A Level / High School',
    'Nitec / Vocational',
    'Diploma',
    "Bachelor's Degree",
    "Master's Degree",
    'Doctorate (PhD)',
    'Professional Certification',
  ]),
  designations: named([
    'Engineer',
    'Senior Engineer',
    'Project Manager',
    'Site Supervisor',
    'Quantity Surveyor',
    'HR Executive',
    'HR Business Partner',
    'Software Developer',
    'Account Manager',
  ]),
  professionalRoles: named(['Hiring Manager', 'Recruiter', 'Sourcer', 'Interviewer', 'Approver']),
  maritalStatuses: named(['Single', 'Married', 'Divorced', 'Widowed', 'Separated']),
  trendingKeywords: named(['Project Manager', 'Civil Engineer', 'Data Analyst', 'Node.js', 'Quantity Surveyor']),
  blacklistKeywords: named(['free money', 'work from home scam', 'pyramid scheme']),
  bccEmails: named(['records@arms-demo.org']),
};

/** Residential statuses with the ids of section 9, named from @arms/domain's labels. */
export const residentialStatusRows = residentialStatuses.items.map((item) => ({
  id: item.id,
  name: translate(item.labelKey, 'en'),
  sortOrder: item.order,
}));

/** Salary periods 1 per hour, 2 per day, 3 per month, 4 per annum (section 9). */
export const salaryPeriodRows = salaryPeriods.items.map((item) => ({
  id: item.id,
  name: translate(item.labelKey, 'en'),
  sortOrder: item.order,
}));

/** SEO entries for the public pages. */
export const seoRows = [
  {
    id: 1,
    name: '/',
    title: 'ARMS recruitment platform',
    description: 'Jobs and talent in Singapore and Vietnam',
    keywords: 'jobs, recruitment, Singapore, Vietnam',
  },
  { id: 2, name: '/jobs', title: 'Jobs', description: 'Open positions from ARMS employers', keywords: 'jobs, careers' },
];
