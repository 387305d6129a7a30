import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Services } from '../../services/context';
import { countryCodes } from './repository';

/** The country codes derived from the locations (section 7 "country codes"), without a session. */
export const countryCodeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/country-codes',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'listCountryCodes',
        tags: ['reference'],
        summary: 'Dialing codes of the active locations, labelled "+65 (Singapore)" (section 9)',
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                dialingCode: Type.String(),
                label: Type.String(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ data: await countryCodes(services.db) }),
  );
};
