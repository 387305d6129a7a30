import { isBlank, issue } from './issue';
import type { ValidationCode, ValidationIssue } from './issue';

/** What is being named: a list item, a folder or a source channel (section 5); each has its duplicate message. */
export type NamedKind = 'item' | 'folder' | 'sourceChannel';

const duplicateCodes = {
  item: 'domain.validation.itemName.duplicate',
  folder: 'domain.validation.folderName.duplicate',
  sourceChannel: 'domain.validation.sourceChannelName.duplicate',
} as const satisfies Record<NamedKind, ValidationCode>;

/** The form in which names are compared (section 5): trimmed, Unicode-normalised, case-insensitive. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase();
}

/**
 * The naming rule of section 5 for one new or renamed entry: a name is required, and must not repeat
 * an existing one (trimmed, case-insensitive). When renaming, leave the entry's own name out of `existing`.
 */
export function validateItemName(
  name: unknown,
  existing: readonly string[],
  options: { kind?: NamedKind; field?: string } = {},
): ValidationIssue[] {
  const field = options.field ?? 'name';
  if (isBlank(name) || typeof name !== 'string') return [issue(field, 'domain.validation.itemName.required')];
  const key = nameKey(name);
  const taken = existing.some((other) => nameKey(other) === key);
  return taken ? [issue(field, duplicateCodes[options.kind ?? 'item'])] : [];
}

/**
 * The naming rule of section 5 for a whole list edited at once: every item needs a name, and a name
 * that repeats an earlier one (trimmed, case-insensitive) is reported on the later item, field `<field>.<index>`.
 */
export function validateItemNames(
  names: readonly unknown[],
  options: { kind?: NamedKind; field?: string } = {},
): ValidationIssue[] {
  const field = options.field ?? 'items';
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  names.forEach((name, index) => {
    if (isBlank(name) || typeof name !== 'string') {
      issues.push(issue(`${field}.${index}`, 'domain.validation.itemName.required'));
      return;
    }
    const key = nameKey(name);
    if (seen.has(key)) issues.push(issue(`${field}.${index}`, duplicateCodes[options.kind ?? 'item']));
    seen.add(key);
  });
  return issues;
}
