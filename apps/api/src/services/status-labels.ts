import { jobStatuses, nominationStatuses, publishStates, translate, type Lang } from '@arms/domain';

/** A nomination status's key (`jobOffered`), as answers carry it beside the id. */
export const nominationStatusKey = (id: number) => nominationStatuses.byId(id)?.key ?? 'open';

/** A nomination status (1 to 12) as the interface names it. */
export function nominationStatusLabel(id: number, lang: Lang): string {
  const item = nominationStatuses.byId(id);
  return item ? translate(item.labelKey, lang) : String(id);
}

/** A job status (section 4) as the interface names it; one outside the fixed five by `fallback`. */
export function jobStatusLabel(id: number, lang: Lang, fallback = String(id)): string {
  const item = jobStatuses.byId(id);
  return item ? translate(item.labelKey, lang) : fallback;
}

/** A publish state as the interface names it. */
export function publishStateLabel(id: string, lang: Lang): string {
  const item = publishStates.byId(id);
  return item ? translate(item.labelKey, lang) : id;
}
