import { cmsBlockIds, socialLinkTypes } from '@arms/domain';
import { Type, type TSchema } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';
import { RichText } from '../../http/rich-text';

/**
 * What the cms files share (spec section 2 /arms/cms/portal, section 3 "CMS items"): who may use them,
 * the items' and blocks' schemas, and the five collections with the fields their items use
 * (docs/decisions/0045, 0196, 0204).
 */

export const tags = ['cms'];
export const platformAdmin = ['arms_admin'] as const;
const Url = Type.String({ maxLength: 1000, pattern: '^(https?://|/)' });

export const CmsItem = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    title: Type.String(),
    content: Type.String(),
    link: Nullable(Type.String()),
    imagePath: Nullable(Type.String()),
    placement: Nullable(Type.String()),
    postedAt: Nullable(DateTime()),
    status: Type.Integer(),
    order: Type.Integer(),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'CmsItem' },
);

export const CmsBlock = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    content: Type.String(),
    imagePath: Nullable(Type.String()),
    data: Type.Record(Type.String(), Type.String()),
    updatedAt: DateTime(),
  },
  { $id: 'CmsBlock' },
);

/** One CMS collection: the fields its items use (section 3 "CMS items"). */
export interface Collection {
  kind: 'news-events' | 'articles' | 'banners' | 'advertisements' | 'social-links';
  fields: Record<string, TSchema>;
  required: string[];
}

const fieldSchemas = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  content: RichText({ maxLength: 200_000 }),
  link: Nullable(Url),
  imagePath: Nullable(Type.String({ maxLength: 500 })),
  postedAt: Nullable(DateTime()),
  placement: Nullable(Type.String({ maxLength: 50 })),
};

export const collections: Collection[] = [
  {
    kind: 'news-events',
    fields: {
      title: fieldSchemas.title,
      content: fieldSchemas.content,
      imagePath: fieldSchemas.imagePath,
      postedAt: fieldSchemas.postedAt,
    },
    required: ['title'],
  },
  {
    kind: 'articles',
    fields: { title: fieldSchemas.title, link: fieldSchemas.link, content: fieldSchemas.content },
    required: ['title'],
  },
  {
    kind: 'banners',
    fields: { title: fieldSchemas.title, link: fieldSchemas.link, imagePath: fieldSchemas.imagePath },
    required: ['title'],
  },
  {
    kind: 'advertisements',
    fields: {
      title: fieldSchemas.title,
      link: fieldSchemas.link,
      imagePath: fieldSchemas.imagePath,
      placement: Nullable(Type.Union(['top', 'side', 'bottom', 'popup'].map((p) => Type.Literal(p)))),
    },
    required: ['title', 'link'],
  },
  {
    kind: 'social-links',
    fields: {
      title: fieldSchemas.title,
      link: Url,
      placement: Type.Union(
        socialLinkTypes.ids.map((id) => Type.Literal(id)),
        { description: 'The social link type' },
      ),
    },
    required: ['title', 'link', 'placement'],
  },
];

const blockIds = [...cmsBlockIds, 'contact-detail'] as const;
export type BlockId = (typeof blockIds)[number];
export const BlockId = Type.Union(blockIds.map((id) => Type.Literal(id)));

export const ContactMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  industry: Nullable(Type.String()),
  message: Type.String(),
  telephone: Nullable(Type.String()),
  fax: Nullable(Type.String()),
  address: Nullable(Type.String()),
  status: Type.Integer({ description: '1 new, 0 handled' }),
  createdAt: DateTime(),
});
