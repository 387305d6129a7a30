import type { SelectOption } from '../internal/combobox/options';

// The fixtures of Select's stories (Select.stories.tsx and Select.features.stories.tsx), in one place.

/** Work locations, with the Vietnamese names that diacritic-insensitive search is for. */
export const locations: SelectOption[] = [
  { value: 'hn', label: 'Hà Nội' },
  { value: 'hcm', label: 'Thành phố Hồ Chí Minh' },
  { value: 'dn', label: 'Đà Nẵng' },
  { value: 'sg', label: 'Singapore' },
  { value: 'kl', label: 'Kuala Lumpur' },
  { value: 'bkk', label: 'Bangkok' },
  { value: 'jkt', label: 'Jakarta' },
  { value: 'mnl', label: 'Manila' },
  { value: 'ygn', label: 'Yangon', disabled: true },
];

/** Ten thousand options, for the list's virtualisation. */
export const manyOptions: SelectOption<number>[] = Array.from({ length: 10_000 }, (_, i) => ({
  value: i + 1,
  label: `Option ${i + 1}`,
}));

/** Plays the server: answers after `delay` ms, matching like the API would, and ignoring the abort signal. */
export function fakeServer(delay: (search: string) => number, calls: string[] = []) {
  return (search: string) =>
    new Promise<SelectOption[]>((resolve) => {
      calls.push(search);
      const needle = search.toLowerCase();
      setTimeout(
        () => resolve(locations.filter((option) => option.label.toLowerCase().includes(needle))),
        delay(search),
      );
    });
}
