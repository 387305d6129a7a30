import { describe, expect, it } from 'vitest';
import { groupsHolding, type SideMenuEntry } from './SideMenu';

const items: SideMenuEntry[] = [
  { id: 'home', label: 'Home', href: '/' },
  {
    id: 'setting',
    label: 'Setting',
    children: [
      { id: 'users', label: 'Users', href: '/setting/users' },
      { id: 'cms', label: 'CMS', children: [{ id: 'seo', label: 'SEO', href: '/setting/seo' }] },
    ],
  },
];

describe('given a side menu with nested groups', () => {
  it.each([
    ['home', []],
    ['users', ['setting']],
    ['seo', ['setting', 'cms']],
    ['cms', ['setting']],
    ['missing', []],
    [undefined, []],
  ] as const)('should open the groups that hold %s', (id, groups) => {
    expect(groupsHolding(items, id)).toEqual(groups);
  });
});

describe('given the entry types', () => {
  it('should reject an entry that is both a link and a group', () => {
    // @ts-expect-error: a group has no href.
    const both: SideMenuEntry = { id: 'x', label: 'X', href: '/x', children: [] };
    // @ts-expect-error: a link needs an href.
    const neither: SideMenuEntry = { id: 'y', label: 'Y' };
    expect([both, neither]).toHaveLength(2);
  });
});
