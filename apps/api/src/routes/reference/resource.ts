import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limitSchema } from '../../http/input-guard';
import type { Services } from '../../services/context';
import { countryCodeRoutes } from './country-codes';
import { referenceItemRoutes } from './items';
import { itemSchema, referenceLists } from './lists';

/**
 * The reference resource (master data lists, spec sections 3, 7 and 9; docs/decisions/0041): every list
 * of `lists.ts` and the country codes, registered in the order the OpenAPI document lists them
 * (docs/decisions/0196, 0204). It adds its own item schemas (`Sector`, `Currency`, …), which only its
 * routes use; they are the last components of the document, after the ones `app.ts` adds, as before.
 */
export const referenceResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  for (const def of referenceLists) app.addSchema(limitSchema(itemSchema(def), 'answer'));
  await app.register(referenceItemRoutes, options);
  await app.register(countryCodeRoutes, options);
};
