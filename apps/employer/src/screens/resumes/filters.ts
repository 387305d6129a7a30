import type { paths } from '@arms/api-client';
import { ageBands, availabilities, experienceBands, flags, sliderRanges, updatedRanges } from '@arms/domain';

export type SearchBody = NonNullable<paths['/resumes/search']['post']['requestBody']>['content']['application/json'];
type AgeBandId = NonNullable<SearchBody['ageBands']>[number];
type ExperienceBandId = NonNullable<SearchBody['experienceBands']>[number];
export type FlagId = NonNullable<SearchBody['flags']>[number];

/**
 * The resume filters of section 9 as the URL keeps them (so a link or the back button restores a view):
 * the keyword, the three sliders, the bands, updated range, availability, nationalities, residential
 * statuses, specialties, tags, flags and source channels. Values outside their vocabularies are dropped,
 * never sent.
 */
export interface ResumeFilters {
  keyword: string;
  age: readonly [number, number];
  experience: readonly [number, number];
  salary: readonly [number, number];
  ageBands: AgeBandId[];
  experienceBands: ExperienceBandId[];
  updated: number | null;
  availability: number | null;
  nationalityIds: number[];
  residentialStatusIds: number[];
  specialtyIds: number[];
  tags: string[];
  flags: FlagId[];
  sourceChannelIds: number[];
}

const range = (raw: string | null, bounds: { min: number; max: number }): readonly [number, number] => {
  const [a, b] = (raw ?? '').split('-').map((part) => Number.parseInt(part, 10));
  const clamp = (n: number | undefined, fallback: number) =>
    n === undefined || Number.isNaN(n) ? fallback : Math.min(bounds.max, Math.max(bounds.min, n));
  const low = clamp(a, bounds.min);
  const high = clamp(b, bounds.max);
  return low <= high ? [low, high] : [bounds.min, bounds.max];
};
const ids = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isInteger(n) && n > 0);
const words = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const oneOf = <T extends number>(raw: string | null, allowed: readonly T[]): T | null => {
  const n = raw === null || raw === '' ? Number.NaN : Number(raw);
  return (allowed as readonly number[]).includes(n) ? (n as T) : null;
};

export function readFilters(params: URLSearchParams): ResumeFilters {
  return {
    keyword: params.get('q')?.slice(0, 200) ?? '',
    age: range(params.get('age'), sliderRanges.age),
    experience: range(params.get('exp'), sliderRanges.experience),
    salary: range(params.get('salary'), sliderRanges.salary),
    ageBands: words(params.get('ageBands')).filter((id): id is AgeBandId => ageBands.byId(id) !== undefined),
    experienceBands: words(params.get('expBands')).filter(
      (id): id is ExperienceBandId => experienceBands.byId(id) !== undefined,
    ),
    updated: oneOf(
      params.get('updated'),
      updatedRanges.items.map((i) => i.id),
    ),
    availability: oneOf(
      params.get('avail'),
      availabilities.items.map((i) => i.id),
    ),
    nationalityIds: ids(params.get('nat')),
    residentialStatusIds: ids(params.get('res')),
    specialtyIds: ids(params.get('spec')).slice(0, 50),
    tags: words(params.get('tags')).slice(0, 50),
    flags: words(params.get('flags')).filter((id): id is FlagId => flags.byId(id) !== undefined),
    sourceChannelIds: ids(params.get('src')).slice(0, 100),
  };
}

const isFull = (value: readonly [number, number], bounds: { min: number; max: number }) =>
  value[0] === bounds.min && value[1] === bounds.max;

/** Writes the filters into the URL's params (dropping defaults) and resets the page. */
export function writeFilters(params: URLSearchParams, filters: ResumeFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.keyword.trim() || null);
  set('age', isFull(filters.age, sliderRanges.age) ? null : filters.age.join('-'));
  set('exp', isFull(filters.experience, sliderRanges.experience) ? null : filters.experience.join('-'));
  set('salary', isFull(filters.salary, sliderRanges.salary) ? null : filters.salary.join('-'));
  set('ageBands', filters.ageBands.join(',') || null);
  set('expBands', filters.experienceBands.join(',') || null);
  set('updated', filters.updated === null ? null : String(filters.updated));
  set('avail', filters.availability === null ? null : String(filters.availability));
  set('nat', filters.nationalityIds.join(',') || null);
  set('res', filters.residentialStatusIds.join(',') || null);
  set('spec', filters.specialtyIds.join(',') || null);
  set('tags', filters.tags.join(',') || null);
  set('flags', filters.flags.join(',') || null);
  set('src', filters.sourceChannelIds.join(',') || null);
  next.delete('skip');
  return next;
}

/** The API body of the filters (section 9's sliders send only a bound that is not the slider's end). */
export function filtersToBody(filters: ResumeFilters): SearchBody {
  const body: SearchBody = {};
  if (filters.keyword.trim()) body.keyword = filters.keyword.trim();
  if (filters.age[0] > sliderRanges.age.min) body.ageMin = filters.age[0];
  if (filters.age[1] < sliderRanges.age.max) body.ageMax = filters.age[1];
  if (filters.experience[0] > sliderRanges.experience.min) body.experienceMin = filters.experience[0];
  if (filters.experience[1] < sliderRanges.experience.max) body.experienceMax = filters.experience[1];
  if (filters.salary[0] > sliderRanges.salary.min) body.salaryMin = filters.salary[0];
  if (filters.salary[1] < sliderRanges.salary.max) body.salaryMax = filters.salary[1];
  if (filters.ageBands.length) body.ageBands = filters.ageBands;
  if (filters.experienceBands.length) body.experienceBands = filters.experienceBands;
  if (filters.updated !== null) body.updatedWithinMonths = filters.updated as SearchBody['updatedWithinMonths'];
  if (filters.availability !== null) body.availability = filters.availability as SearchBody['availability'];
  if (filters.nationalityIds.length) body.nationalityIds = filters.nationalityIds;
  if (filters.residentialStatusIds.length) body.residentialStatusIds = filters.residentialStatusIds;
  if (filters.specialtyIds.length) body.specialtyIds = filters.specialtyIds;
  if (filters.tags.length) body.tags = filters.tags;
  if (filters.flags.length) body.flags = filters.flags;
  if (filters.sourceChannelIds.length) body.sourceChannelIds = filters.sourceChannelIds;
  return body;
}

/** How many filters differ from their defaults (the "Clear all" button shows when any does). */
export function activeFilterCount(filters: ResumeFilters): number {
  return Object.keys(filtersToBody(filters)).length;
}

export const emptyFilters: ResumeFilters = readFilters(new URLSearchParams());
