/** How a CMS page keeps its content (docs/decisions/0045): one block by id, or a collection of items. */
export type CmsStore = 'block' | 'collection';

/**
 * The sixteen CMS page kinds of the administration portal (section 2, /arms/cms/portal), in the order
 * section 2 lists them, with their English title and how each keeps its content. The admin app labels
 * them from its own strings; the title here is what emails and logs use.
 */
export const cmsPageKinds = [
  { id: 'about-us', title: 'About Us', store: 'block' },
  { id: 'news-events', title: 'News & Events', store: 'collection' },
  { id: 'advertisements', title: 'Advertisements', store: 'collection' },
  { id: 'banners', title: 'Banners', store: 'collection' },
  { id: 'logo', title: 'Logo', store: 'block' },
  { id: 'why-register', title: 'Why Register', store: 'block' },
  { id: 'privacy-policy', title: 'Privacy Policy', store: 'block' },
  { id: 'term-of-use', title: 'Terms Of Use', store: 'block' },
  { id: 'help', title: 'Help', store: 'block' },
  { id: 'contact-us', title: 'Contact Us', store: 'collection' },
  { id: 'footer', title: 'Footer', store: 'block' },
  { id: 'portal-message', title: 'Portal Message', store: 'block' },
  { id: 'articles', title: 'Useful Articles', store: 'collection' },
  { id: 'social-links', title: 'Social Links', store: 'collection' },
  { id: 'you-may-want-to-know', title: 'You May Want To Know', store: 'block' },
  { id: 'trademarks-copyright', title: 'Trademarks & Copyright', store: 'block' },
] as const satisfies ReadonlyArray<{ id: string; title: string; store: CmsStore }>;

/** A CMS page kind (section 2). */
export type CmsPageKind = (typeof cmsPageKinds)[number];

/** The ids of the single content blocks (section 7 "single content by id", e.g. logo, term-of-use). */
export const cmsBlockIds = cmsPageKinds.filter((page) => page.store === 'block').map((page) => page.id);
