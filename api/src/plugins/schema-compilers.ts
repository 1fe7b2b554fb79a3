import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';

/**
 * When the routes' schemas are compiled into validators and serializers: all of them while the app starts (Fastify's
 * way, and the server's: a schema that does not compile stops the start), or each one the first time a request needs
 * it. The API suite boots a fresh app per test file and calls a handful of its 120-odd routes, so there most compiling
 * would be wasted: about a second of each boot. Fastify's own compilers do the work either way, with the same options.
 */
export type SchemaCompilation = 'at-start' | 'on-first-use';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaController['compilersFactory']>;
/** What both factories are given by Fastify: the shared schemas, and the server's options for the compiler. */
type Factory<Compiler> = (externalSchemas: unknown, options: unknown) => Compiler;
type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * Fastify asks for a compiler once per plugin context (about twenty per boot). One selector per app, as Fastify's
 * default is, keeps one Ajv instance per set of shared schemas: each new instance would compile JSON Schema's
 * meta-schema again before checking the first schema added to it (about a quarter of a second per boot in all).
 */
const lazyValidators = (): Factory<FastifySchemaCompiler<unknown>> => {
  const selector = AjvCompiler() as Factory<FastifySchemaCompiler<unknown>>;
  return (externalSchemas, options) => {
    const compile = selector(externalSchemas, options);
    return (route) => {
      let validate: Validate | undefined;
      const compiled = () => (validate ??= compile(route));
      const lazy = ((data: unknown) => compiled()(data)) as Validate;
      // Fastify reads a failed validation's errors from the function, as ajv leaves them there.
      Object.defineProperty(lazy, 'errors', { get: () => (compiled() as { errors?: unknown }).errors });
      return lazy;
    };
  };
};

const lazySerializers = (): Factory<FastifySerializerCompiler<unknown>> => {
  const selector = SerializerSelector() as Factory<FastifySerializerCompiler<unknown>>;
  return (externalSchemas, options) => {
    const compile = selector(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  };
};

/** Fastify's `schemaController` for `compilation`: nothing to change at start, lazy compilers on first use. */
export function schemaController(compilation: SchemaCompilation): SchemaController | undefined {
  if (compilation === 'at-start') return undefined;
  return {
    compilersFactory: {
      buildValidator: lazyValidators() as Factories['buildValidator'],
      buildSerializer: lazySerializers() as Factories['buildSerializer'],
    },
  };
}
