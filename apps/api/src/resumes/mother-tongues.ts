import { motherTongues } from '@arms/domain';

/** Mother tongues offered on the resume form (section 7 "resumes/mothertongues"): @arms/domain's table. */
export { motherTongues };

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
