/** Mother tongues offered on the resume form (section 7 "resumes/mothertongues"); ids are stable. */
export const motherTongues = [
  { id: 1, name: 'English' },
  { id: 2, name: 'Vietnamese' },
  { id: 3, name: 'Malay' },
  { id: 4, name: 'Indonesian' },
  { id: 5, name: 'Thai' },
  { id: 6, name: 'Filipino' },
  { id: 7, name: 'Burmese' },
  { id: 8, name: 'Khmer' },
  { id: 9, name: 'Lao' },
  { id: 10, name: 'Mandarin' },
  { id: 11, name: 'Cantonese' },
  { id: 12, name: 'Japanese' },
  { id: 13, name: 'Korean' },
  { id: 14, name: 'Hindi' },
  { id: 15, name: 'Tamil' },
  { id: 16, name: 'Bengali' },
  { id: 17, name: 'Sinhala' },
  { id: 18, name: 'Urdu' },
  { id: 19, name: 'Nepali' },
  { id: 20, name: 'German' },
  { id: 21, name: 'French' },
  { id: 22, name: 'Dutch' },
] as const;

/**
 * The mother tongue most citizens of a country speak, by ISO country code of the nationality
 * (docs/decisions/0069). Multilingual countries get their most spoken language; the user can change it.
 */
const byCountry: Record<string, number> = {
  SG: 1,
  VN: 2,
  MY: 3,
  BN: 3,
  ID: 4,
  TH: 5,
  PH: 6,
  MM: 7,
  KH: 8,
  LA: 9,
  CN: 10,
  TW: 10,
  HK: 11,
  JP: 12,
  KR: 13,
  IN: 14,
  BD: 16,
  LK: 17,
  PK: 18,
  NP: 19,
  AU: 1,
  NZ: 1,
  GB: 1,
  IE: 1,
  US: 1,
  CA: 1,
  DE: 20,
  FR: 21,
  NL: 22,
  CH: 20,
};

export function motherTongueFor(countryCode: string | null | undefined) {
  const id = countryCode ? byCountry[countryCode.toUpperCase()] : undefined;
  return motherTongues.find((m) => m.id === id) ?? null;
}
