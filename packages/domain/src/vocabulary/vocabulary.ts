/**
 * One shape for every closed list of the spec (sections 4 and 9): an `as const` array of entries with
 * a stable `id` (the number the spec gives, else the `key`), a camelCase `key`, and a derived i18n
 * `labelKey` (`domain.<group>.<key>`) and sort `order`. See docs/decisions/0010.
 */

/** What a vocabulary is written with: an id, a key and, optionally, an explicit sort order. */
export interface VocabularyEntry {
  readonly id: string | number;
  readonly key: string;
  readonly order?: number;
}

/** One entry of a vocabulary once its label key and sort order are derived. */
export type VocabularyItem<Group extends string, Entry extends VocabularyEntry> = Entry extends VocabularyEntry
  ? Omit<Entry, 'order'> & { readonly labelKey: `domain.${Group}.${Entry['key']}`; readonly order: number }
  : never;

/** A closed list with its lookups: by id, by key, by label key and by sort order. */
export interface Vocabulary<
  Group extends string,
  Item extends { id: string | number; key: string; labelKey: string; order: number },
> {
  /** The resource group of the labels: `domain.<group>.*`. */
  readonly group: Group;
  /** The entries, sorted by `order`. */
  readonly items: readonly Item[];
  /** Every id, in sort order. */
  readonly ids: readonly Item['id'][];
  /** The id of each key, e.g. `jobStatuses.idOf.open === 239`. */
  readonly idOf: { readonly [I in Item as I['key']]: I['id'] };
  /** Whether a value is one of the ids (strict equality: `'239'` is not `239`). */
  isId(value: unknown): value is Item['id'];
  /** The entry with this id, if any. */
  byId(id: unknown): Item | undefined;
  /** The entry with this key, if any. */
  byKey(key: unknown): Item | undefined;
  /** The entry whose label key this is, if any. */
  byLabelKey(labelKey: unknown): Item | undefined;
  /** The entry at this sort order, if any. */
  byOrder(order: number): Item | undefined;
  /** A comparator by sort order; unknown ids sort last. */
  compare(a: unknown, b: unknown): number;
}

/** The item type of a vocabulary. */
export type ItemOf<V> = V extends Vocabulary<string, infer Item> ? Item : never;

/**
 * Builds a vocabulary of sections 4 and 9 from `as const` entries: derives each label key
 * (`domain.<group>.<key>`) and sort order (explicit `order`, else position from 1), and the lookups.
 * Throws on a duplicate id or key, a developer mistake.
 */
export function defineVocabulary<const Group extends string, const Entry extends VocabularyEntry>(
  group: Group,
  entries: readonly Entry[],
): Vocabulary<Group, VocabularyItem<Group, Entry>> {
  type Item = VocabularyItem<Group, Entry>;
  const built = entries.map(
    (entry, index) =>
      ({ ...entry, labelKey: `domain.${group}.${entry.key}`, order: entry.order ?? index + 1 }) as unknown as Item,
  );
  const items = Object.freeze([...built].sort((a, b) => a.order - b.order));
  const byId = new Map<unknown, Item>();
  const byKey = new Map<unknown, Item>();
  const byLabelKey = new Map<unknown, Item>();
  const byOrder = new Map<number, Item>();
  for (const item of items) {
    if (byId.has(item.id) || byKey.has(item.key)) {
      throw new Error(`@arms/domain: vocabulary '${group}' repeats the id or key of '${item.key}'.`);
    }
    byId.set(item.id, item);
    byKey.set(item.key, item);
    byLabelKey.set(item.labelKey, item);
    byOrder.set(item.order, item);
  }
  const idOf = Object.freeze(Object.fromEntries(items.map((item) => [item.key, item.id])));
  const rank = (id: unknown) => byId.get(id)?.order ?? Number.POSITIVE_INFINITY;
  return Object.freeze({
    group,
    items,
    ids: Object.freeze(items.map((item) => item.id)),
    idOf: idOf as Vocabulary<Group, Item>['idOf'],
    isId: (value: unknown): value is Item['id'] => byId.has(value),
    byId: (id: unknown) => byId.get(id),
    byKey: (key: unknown) => byKey.get(key),
    byLabelKey: (labelKey: unknown) => byLabelKey.get(labelKey),
    byOrder: (order: number) => byOrder.get(order),
    compare: (a: unknown, b: unknown) => {
      const ra = rank(a);
      const rb = rank(b);
      return ra === rb ? 0 : ra < rb ? -1 : 1;
    },
  });
}
