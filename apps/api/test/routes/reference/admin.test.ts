import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { createTestContext, login, type TestContext, requester } from '../../harness';

// The administration portal's list editor (docs/decisions/0156): what it writes reaches the employer's
// forms on their next read, and a reorder is one bulk call the ordered lists then follow.
let ctx: TestContext;
let employer: { authorization: string };
let arms: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  employer = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const inject = requester(() => ctx.app);

/** The employer's read of a list, as `useReferenceList` asks it: every active item. */
const activeNames = async (path: string) => {
  const res = await inject('GET', `/${path}?$limit=-1&status=1`, employer);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json().data as Array<{ name: string }>).map((i) => i.name);
};

describe('given the platform administrator edits a list the employers read', () => {
  it('should take a suspended currency out of the employer’s next read, and bring it back when activated', async () => {
    const list = (await inject('GET', '/currencies?$limit=-1', arms)).json().data as Array<{
      id: number;
      name: string;
    }>;
    const dong = list.find((c) => c.name === 'Vietnamese Dong')!;
    expect(await activeNames('currencies')).toContain('Vietnamese Dong');

    expect((await inject('PATCH', `/currencies/${dong.id}`, arms, { status: 0 })).statusCode).toBe(200);
    expect(await activeNames('currencies')).not.toContain('Vietnamese Dong');
    // The platform administrator still sees it, suspended items after active ones (section 9).
    const all = (await inject('GET', '/currencies?$limit=-1', arms)).json().data as Array<{
      name: string;
      status: number;
    }>;
    expect(all.at(-1)).toMatchObject({ name: 'Vietnamese Dong', status: 0 });

    expect((await inject('PATCH', `/currencies/${dong.id}`, arms, { status: 1 })).statusCode).toBe(200);
    expect(await activeNames('currencies')).toContain('Vietnamese Dong');
  });

  it('should reorder an ordered list in one bulk call that employers then follow', async () => {
    const before = (await inject('GET', '/educations?$limit=-1', arms)).json().data as Array<{
      id: number;
      order: number;
    }>;
    const [first, second] = before;
    const moved = await inject('PATCH', '/educations', arms, {
      items: [
        { id: second!.id, order: first!.order },
        { id: first!.id, order: second!.order },
      ],
    });
    expect(moved.statusCode).toBe(200);
    const after = (await inject('GET', '/educations?$limit=-1&status=1', employer)).json().data as Array<{
      id: number;
    }>;
    expect(after.slice(0, 2).map((e) => e.id)).toEqual([second!.id, first!.id]);
  });

  it('should refuse a rename to a name another item has, on the name field, and change nothing', async () => {
    const list = (await inject('GET', '/ranks?$limit=-1', arms)).json().data as Array<{ id: number; name: string }>;
    const [a, b] = list;
    const clash = await inject('PATCH', `/ranks/${a!.id}`, arms, { name: ` ${b!.name.toUpperCase()} ` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'DUPLICATE_ITEM_NAME',
      details: [{ field: 'name', code: 'domain.validation.itemName.duplicate' }],
    });
    const bulk = await inject('PATCH', '/ranks', arms, {
      items: [
        { id: a!.id, status: 0 },
        { id: b!.id, name: a!.name },
      ],
    });
    expect(bulk.json().error).toBe('DUPLICATE_ITEM_NAME');
    const again = (await inject('GET', `/ranks/${a!.id}`, arms)).json();
    expect(again).toMatchObject({ name: a!.name, status: 1 });
  });

  it('should refuse an employer every write of the admin lists', async () => {
    expect((await inject('PATCH', '/ranks', employer, { items: [{ id: 1, status: 0 }] })).statusCode).toBe(403);
    expect((await inject('POST', '/sectors', employer, { name: 'Space' })).statusCode).toBe(403);
    expect((await inject('DELETE', '/blacklist-keywords/1', employer)).statusCode).toBe(403);
  });
});
