import { addJobSkill, jobSkillsMaxCount, removeJobSkill } from '@arms/domain';
import { Button, Select, Tag, TextField } from '@arms/ui';
import { useState, type ReactNode } from 'react';
import { useWizardStrings } from '../wizardStrings';
import { filterKey, type SectorFilterValue } from './relations';

/** A list field's fieldset: its legend, its rows as removable tags (or a line saying there are none), then `children`. */
function TagsFieldset<T>({
  legend,
  empty,
  rows,
  keyOf,
  labelOf,
  onRemove,
  children,
}: {
  legend: string;
  empty: string;
  rows: T[];
  keyOf: (row: T) => string;
  labelOf: (row: T) => string;
  onRemove: (row: T) => void;
  children: ReactNode;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {rows.map((row) => (
            <li key={keyOf(row)}>
              <Tag label={labelOf(row)} onRemove={() => onRemove(row)} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </fieldset>
  );
}

/** Skills as removable tags with an input that adds on Enter (domain rules: trimmed, no duplicates, at most 100). */
export function SkillsEditor({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const { t } = useWizardStrings();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft.trim() === '') return;
    onChange(addJobSkill(skills, draft));
    setDraft('');
  };
  return (
    <TagsFieldset
      legend={t('skills')}
      empty={t('noSkills')}
      rows={skills}
      keyOf={(skill) => skill}
      labelOf={(skill) => skill}
      onRemove={(skill) => onChange(removeJobSkill(skills, skill))}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <TextField
            label={t('skillInput')}
            hint={t('skillHint', { max: jobSkillsMaxCount })}
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button onClick={add} disabled={skills.length >= jobSkillsMaxCount}>
          {t('addSkill')}
        </Button>
      </div>
    </TagsFieldset>
  );
}

type Option = { value: string; label: string };

/** Sector filters as removable tags, each a sector with an optional discipline and level; duplicates are not added. */
export function SectorFiltersEditor({
  filters,
  onChange,
  sectors,
  disciplines,
  levels,
  error,
}: {
  error?: string | undefined;
  filters: SectorFilterValue[];
  onChange: (filters: SectorFilterValue[]) => void;
  sectors: Option[];
  disciplines: Option[];
  levels: Option[];
}) {
  const { t } = useWizardStrings();
  const [draft, setDraft] = useState<SectorFilterValue>({ sector: '', disciplineId: '', levelId: '' });
  const name = (options: Option[], v: string) => options.find((o) => o.value === v)?.label ?? v;
  const labelOf = (f: SectorFilterValue) =>
    [
      name(sectors, f.sector),
      f.disciplineId ? name(disciplines, f.disciplineId) : null,
      f.levelId ? name(levels, f.levelId) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const add = () => {
    if (draft.sector === '') return;
    if (!filters.some((f) => filterKey(f) === filterKey(draft))) onChange([...filters, draft]);
    setDraft({ sector: '', disciplineId: '', levelId: '' });
  };
  return (
    <TagsFieldset
      legend={t('sectorFilters')}
      empty={t('noSectorFilters')}
      rows={filters}
      keyOf={filterKey}
      labelOf={labelOf}
      onRemove={(f) => onChange(filters.filter((x) => filterKey(x) !== filterKey(f)))}
    >
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))' }}>
        <Select
          label={t('filterSector')}
          options={sectors}
          value={draft.sector || null}
          onValueChange={(v) => setDraft({ ...draft, sector: v ?? '' })}
        />
        <Select
          label={t('filterDiscipline')}
          placeholder={t('any')}
          options={disciplines}
          value={draft.disciplineId || null}
          onValueChange={(v) => setDraft({ ...draft, disciplineId: v ?? '' })}
        />
        <Select
          label={t('filterLevel')}
          placeholder={t('any')}
          options={levels}
          value={draft.levelId || null}
          onValueChange={(v) => setDraft({ ...draft, levelId: v ?? '' })}
        />
      </div>
      {error && (
        <p role="alert" style={{ margin: 0, color: 'var(--arms-color-danger, #b3261e)' }}>
          {error}
        </p>
      )}
      <div>
        <Button onClick={add} disabled={draft.sector === ''}>
          {t('addSectorFilter')}
        </Button>
      </div>
    </TagsFieldset>
  );
}
