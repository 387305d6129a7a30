import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { multipart, pngImage } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

let ctx: TestContext;
let arms: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
/** The image paths the API answers carry their full path (`/api/files/public/...`): sent as they are. */
const follow = requester(() => ctx.app, { prefix: '' });

describe('given the CMS pages', () => {
  it('should list the sixteen pages with where their content lives', async () => {
    const pages = (await send('GET', '/cms-pages', arms)).json().data;
    expect(pages).toHaveLength(16);
    expect(pages).toContainEqual({
      id: 'term-of-use',
      title: 'Terms Of Use',
      store: 'block',
      path: '/cms/term-of-use',
    });
    expect(pages).toContainEqual({
      id: 'news-events',
      title: 'News & Events',
      store: 'collection',
      path: '/news-events',
    });
  });

  it('should serve content blocks publicly and store only sanitised rich text', async () => {
    const saved = await send('PATCH', '/cms/term-of-use', arms, {
      content:
        '<h2 style="color:red;width:600px;text-align:center">Terms</h2><p onmouseover="x()">Read <a href="javascript:steal()">this</a> and <a href="https://arms.test/t" target="_blank">that</a>.</p><script>alert(1)</script><iframe src="https://evil"></iframe>',
    });
    expect(saved.statusCode).toBe(200);
    const block = (await send('GET', '/cms/term-of-use')).json();
    expect(block.content).toBe(
      '<h2 style="text-align:center">Terms</h2><p>Read <a>this</a> and <a href="https://arms.test/t" target="_blank" rel="noopener noreferrer">that</a>.</p>',
    );
    const unknown = await send('GET', '/cms/not-a-block');
    expect(unknown.statusCode).toBe(400);
    const detail = await send('PATCH', '/cms/contact-detail', arms, {
      data: { telephone: '+65 6000 0000', address: '1 Raffles Place' },
    });
    expect(detail.json().data).toEqual({ telephone: '+65 6000 0000', address: '1 Raffles Place' });
  });

  it('should keep news, articles, banners, advertisements and social links', async () => {
    const news = await send('POST', '/news-events', arms, {
      title: 'Job fair',
      content: '<p>Come!</p>',
      postedAt: '2026-04-01T00:00:00Z',
    });
    expect(news.statusCode).toBe(201);
    const ad = await send('POST', '/advertisements', arms, {
      title: 'Ad',
      link: 'https://ads.test',
      placement: 'side',
    });
    expect(ad.json()).toMatchObject({ kind: 'advertisements', placement: 'side' });
    const badLink = await send('POST', '/social-links', arms, {
      title: 'X',
      link: 'javascript:alert(1)',
      placement: 'twitter',
    });
    expect(badLink.statusCode).toBe(400);
    const social = await send('POST', '/social-links', arms, {
      title: 'Facebook',
      link: 'https://facebook.com/arms',
      placement: 'facebook',
    });
    expect(social.statusCode).toBe(201);
    await send('PATCH', `/news-events/${news.json().id}`, arms, { status: 0 });
    const publicNews = (await send('GET', '/news-events/public')).json();
    expect(publicNews.data.map((n: { id: number }) => n.id)).not.toContain(news.json().id);
    const adminNews = (await send('GET', '/news-events?status=0', arms)).json();
    expect(adminNews.data.map((n: { id: number }) => n.id)).toContain(news.json().id);
    expect((await send('DELETE', `/social-links/${social.json().id}`, arms)).statusCode).toBe(204);
    expect((await send('DELETE', `/news-events/${ad.json().id}`, arms)).statusCode).toBe(404);
  });

  it('should upload CMS images and take contact-us messages', async () => {
    const file = multipart('banner.png', await pngImage(300, 120), 'image/png');
    const image = await send('POST', '/cms-images', arms, file);
    expect(image.statusCode).toBe(201);
    expect((await follow('GET', image.json().imagePath)).statusCode).toBe(200);
    const sent = await send('POST', '/contact-us', undefined, {
      name: 'Trang',
      email: 'Trang@Example.vn',
      industry: 'Retail',
      message: 'Please call me',
      telephone: '+84 90 000 0000',
    });
    expect(sent.statusCode).toBe(201);
    const list = (await send('GET', '/contact-us?status=1', arms)).json();
    expect(list.data[0]).toMatchObject({ email: 'trang@example.vn', industry: 'Retail' });
    expect((await send('PATCH', '/contact-us', arms, { ids: [list.data[0].id], status: 0 })).json()).toEqual({
      updated: 1,
    });
  });
});

describe('given SEO entries and keywords', () => {
  it('should keep SEO entries and trending and blacklist keywords', async () => {
    const seo = await send('POST', '/seo', arms, {
      name: '/about',
      title: 'About ARMS',
      description: 'Who we are',
      keywords: 'about',
    });
    expect(seo.json()).toMatchObject({ name: '/about', title: 'About ARMS' });
    const blocked = (await send('GET', '/blacklist-keywords?$limit=-1', arms)).json();
    expect(blocked.total).toBe(3);
  });
});

describe('given pasted rich text', () => {
  it('should drop the box character U+FFFC but keep U+FFFD and U+25A1 (docs/decisions/0030)', async () => {
    const saved = await send('PATCH', '/cms/help', arms, { content: '<p>a\uFFFCb \uFFFD \u25A1</p>' });
    expect(saved.json().content).toBe('<p>ab \uFFFD \u25A1</p>');
  });
});
