import { useReferenceList } from '@arms/api-client';
import { ageBands, availabilities, experienceBands, flags, updatedRanges } from '@arms/domain';
import { Button, Checkbox, Flag, MultiSelect, RangeSlider, Select, TextField } from '@arms/ui';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Rail } from './layout';
import { emptyFilters, type ResumeFilters } from './filters';
import { useResumesStrings } from './strings';

export interface FilterRailProps {
  filters: ResumeFilters;
  onChange: (filters: ResumeFilters) => void;
  /** Shown above the filters (the list's keyword box). */
  children?: ReactNode;
}

/**
 * The resume filters of section 9: age 18-99, experience 0-40 and salary 0-50000 sliders, the age and
 * experience bands, updated range, availability, nationality, residential status, specialties, tags,
 * flags and source channel. Sliders
 * apply when released, so dragging does not fire a search per pixel.
 */
export function FilterRail({ filters, onChange, children }: FilterRailProps) {
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const desktop = useDesktop();
  const nationalities = useReferenceList('/nationalities');
  const statuses = useReferenceList('/residential-statuses');
  const specialties = useReferenceList('/sectors');
  const channels = useReferenceList('/resume-source-channels');
  const [age, setAge] = useState(filters.age);
  const [experience, setExperience] = useState(filters.experience);
  const [salary, setSalary] = useState(filters.salary);
  const [tags, setTags] = useState(filters.tags.join(', '));
  useEffect(() => setAge(filters.age), [filters.age]);
  useEffect(() => setExperience(filters.experience), [filters.experience]);
  useEffect(() => setSalary(filters.salary), [filters.salary]);
  useEffect(() => setTags(filters.tags.join(', ')), [filters.tags]);
  const number = new Intl.NumberFormat(i18n.language === 'vn' ? 'vi' : 'en');

  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const commitTags = () => {
    const next = tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (next.join(',') !== filters.tags.join(',')) onChange({ ...filters, tags: next });
  };

  return (
    <Rail open={desktop} aria-label={t('filters')}>
      <summary>{t('filters')}</summary>
      <div>
        {children}
        <RangeSlider
          preset="age"
          label={t('age')}
          value={age}
          onValueChange={setAge}
          onValueCommit={(value) => onChange({ ...filters, age: value })}
        />
        <RangeSlider
          preset="experience"
          label={t('experience')}
          value={experience}
          onValueChange={setExperience}
          onValueCommit={(value) => onChange({ ...filters, experience: value })}
        />
        <RangeSlider
          preset="salary"
          label={t('salary')}
          step={500}
          value={salary}
          formatValue={(n) => number.format(n)}
          onValueChange={setSalary}
          onValueCommit={(value) => onChange({ ...filters, salary: value })}
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
          <legend style={{ fontWeight: 500, marginBottom: 4 }}>{t('ageBands')}</legend>
          {ageBands.items.map((band) => (
            <Checkbox
              key={band.id}
              label={td(band.labelKey)}
              checked={filters.ageBands.includes(band.id)}
              onChange={() => onChange({ ...filters, ageBands: toggle(filters.ageBands, band.id) })}
            />
          ))}
        </fieldset>
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
          <legend style={{ fontWeight: 500, marginBottom: 4 }}>{t('experienceBands')}</legend>
          {experienceBands.items.map((band) => (
            <Checkbox
              key={band.id}
              label={td(band.labelKey)}
              checked={filters.experienceBands.includes(band.id)}
              onChange={() => onChange({ ...filters, experienceBands: toggle(filters.experienceBands, band.id) })}
            />
          ))}
        </fieldset>
        <Select<number>
          label={t('updated')}
          placeholder={t('anyOption')}
          options={updatedRanges.items.map((r) => ({ value: r.id, label: td(r.labelKey) }))}
          value={filters.updated}
          onValueChange={(value) => onChange({ ...filters, updated: value })}
        />
        <Select<number>
          label={t('availability')}
          placeholder={t('anyOption')}
          options={availabilities.items.map((a) => ({ value: a.id, label: td(a.labelKey) }))}
          value={filters.availability}
          onValueChange={(value) => onChange({ ...filters, availability: value })}
        />
        <MultiSelect<number>
          label={t('nationality')}
          placeholder={t('anyOption')}
          options={nationalities.items.map((n) => ({ value: n.id, label: n.name }))}
          value={filters.nationalityIds}
          onValueChange={(value) => onChange({ ...filters, nationalityIds: value })}
        />
        <MultiSelect<number>
          label={t('residentialStatus')}
          placeholder={t('anyOption')}
          options={statuses.items.map((s) => ({ value: s.id, label: s.name }))}
          value={filters.residentialStatusIds}
          onValueChange={(value) => onChange({ ...filters, residentialStatusIds: value })}
        />
        <MultiSelect<number>
          label={t('specialties')}
          placeholder={t('anyOption')}
          options={specialties.items.map((s) => ({ value: s.id, label: s.name }))}
          value={filters.specialtyIds}
          onValueChange={(value) => onChange({ ...filters, specialtyIds: value })}
        />
        <TextField
          label={t('tags')}
          hint={t('tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          onBlur={commitTags}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTags();
          }}
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
          <legend style={{ fontWeight: 500, marginBottom: 4 }}>{t('flags')}</legend>
          {flags.items.map((flag) => (
            <Checkbox
              key={flag.id}
              label={<Flag flag={flag.id} showLabel size="sm" />}
              checked={filters.flags.includes(flag.id)}
              onChange={() => onChange({ ...filters, flags: toggle(filters.flags, flag.id) })}
            />
          ))}
        </fieldset>
        <MultiSelect<number>
          label={t('sourceChannel')}
          placeholder={t('anyOption')}
          options={channels.items.map((c) => ({ value: c.id, label: c.name }))}
          value={filters.sourceChannelIds}
          onValueChange={(value) => onChange({ ...filters, sourceChannelIds: value })}
        />
        <Button variant="ghost" onClick={() => onChange({ ...emptyFilters, keyword: filters.keyword })}>
          {t('clearFilters')}
        </Button>
      </div>
    </Rail>
  );
}

const desktopQuery = '(min-width: 768px)';
/** The rail starts open on a desktop and folded on a phone, where the results come first. */
function useDesktop(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(desktopQuery);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(desktopQuery).matches,
    () => true,
  );
}
