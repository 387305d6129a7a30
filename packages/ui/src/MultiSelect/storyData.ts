import type { SelectOption } from '../internal/combobox/options';

// The fixtures of MultiSelect's stories (MultiSelect.stories.tsx and MultiSelect.features.stories.tsx).

/** Skills, with Vietnamese labels and one disabled option. */
export const skills: SelectOption[] = [
  { value: 'java', label: 'Java' },
  { value: 'ts', label: 'TypeScript' },
  { value: 'communication', label: 'Kỹ năng giao tiếp' },
  { value: 'sql', label: 'SQL' },
  { value: 'pm', label: 'Quản lý dự án' },
  { value: 'autocad', label: 'AutoCAD' },
  { value: 'revit', label: 'Revit' },
  { value: 'english', label: 'Tiếng Anh' },
  { value: 'cobol', label: 'COBOL', disabled: true },
];

/** Ten thousand options, for the list's virtualisation and select-all limits. */
export const manyOptions: SelectOption<number>[] = Array.from({ length: 10_000 }, (_, i) => ({
  value: i + 1,
  label: `Candidate tag ${i + 1}`,
}));

/** Plays the server: answers after 100 ms with the skills matching the search. */
export const loadSkills = (search: string) =>
  new Promise<SelectOption[]>((resolve) =>
    setTimeout(() => resolve(skills.filter((s) => s.label.toLowerCase().includes(search.toLowerCase()))), 100),
  );
