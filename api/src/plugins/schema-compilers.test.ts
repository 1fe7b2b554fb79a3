import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { schemaController } from './schema-compilers';
import type { SchemaCompilation } from './schema-compilers';

/** A one-route app: a body to validate (with a default and a coerced number) and a response to serialize. */
async function appWith(compilation: SchemaCompilation): Promise<FastifyInstance> {
  const app = Fastify({
    schemaController: schemaController(compilation),
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true } },
  });
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1 }, size: { type: 'integer', default: 3 } },
          additionalProperties: false,
        },
        response: {
          200: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' } } },
        },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
  );
  await app.ready();
  return app;
}

describe.each<SchemaCompilation>(['at-start', 'on-first-use'])('schemas compiled %s', (compilation) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(compilation);
  });
  afterAll(() => app.close());

  it('validates the body with the defaults and coercion, and serializes only the declared fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', size: '7' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'a', size: 7 });
    const defaulted = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'b' } });
    expect(defaulted.json()).toEqual({ name: 'b', size: 3 });
  });

  it('refuses a bad body with the validator’s message, the first time and the next', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('body/name must NOT have fewer than 1 characters');
    }
  });
});

it('compiles nothing at start on first use, so a schema that cannot compile fails its first request only', async () => {
  const build = async (compilation: SchemaCompilation) => {
    const app = Fastify({ schemaController: schemaController(compilation) });
    app.get(
      '/broken',
      { schema: { querystring: { type: 'object', properties: { a: { $ref: 'missing#' } } } } },
      () => 'ok',
    );
    await app.ready();
    return app;
  };
  await expect(build('at-start')).rejects.toThrow(/missing/);
  const lazy = await build('on-first-use');
  const response = await lazy.inject({ method: 'GET', url: '/broken?a=1' });
  expect(response.statusCode).toBe(500);
  await lazy.close();
});
