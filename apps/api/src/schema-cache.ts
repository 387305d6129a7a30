import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ValidatorSelector, { StandaloneValidator } from '@fastify/ajv-compiler';
import { SerializerSelector, StandaloneSerializer } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { storableFormats } from './http/input-guard';

type Code = Record<string, string>;
interface Stored {
  validators: Code;
  serializers: Code;
}
/** On disk each distinct piece of code is kept once (HEAD and GET, and many routes, share theirs). */
interface StoredFile {
  codes: string[];
  validators: Record<string, number>;
  serializers: Record<string, number>;
}
interface RouteOpts {
  method?: string;
  url?: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}

const requireFrom = createRequire(import.meta.url);
// The generated code requires ajv's and fast-json-stringify's runtime helpers: resolve them where the
// compilers themselves are installed.
const ajvRequire = createRequire(requireFrom.resolve('@fastify/ajv-compiler'));
/**
 * Ajv writes every format into standalone code as ajv-formats' own (`require("ajv-formats/dist/formats")
 * .fullFormats["date-time"]`), even one the app replaced: the stored code gets ours (`storableFormats`,
 * functions, as the code calls them), or a warm start would answer 500 to every date and email.
 */
const formatsModule = ajvRequire('ajv-formats/dist/formats') as {
  fullFormats: Record<string, unknown>;
  fastFormats: Record<string, unknown>;
};
const ourFormats = {
  ...formatsModule,
  fullFormats: { ...formatsModule.fullFormats, ...storableFormats },
  fastFormats: { ...formatsModule.fastFormats, ...storableFormats },
};
const validatorRequire = ((id: string) =>
  id === 'ajv-formats/dist/formats' ? ourFormats : ajvRequire(id)) as NodeJS.Require;
const fjsRequire = createRequire(requireFrom.resolve('@fastify/fast-json-stringify-compiler'));

// One function per distinct code, shared by every route (and both servers) that compiled to it.
const evaluated = new Map<string, unknown>();
function evaluate(code: string, req: NodeJS.Require): unknown {
  if (evaluated.has(code)) return evaluated.get(code);
  const module = { exports: {} as unknown };
  // The code is what ajv / fast-json-stringify generated for our own schemas (a CommonJS module body).
  new Function('module', 'exports', 'require', code)(module, module.exports, req);
  evaluated.set(code, module.exports);
  return module.exports;
}

type Factory = (externalSchemas: unknown, options: unknown) => (opts: RouteOpts) => unknown;

/**
 * The stored function, evaluated on its first call: a start then pays only for the routes it serves.
 * Fastify reads a validator's `errors` after a failed call, so the wrapper mirrors it.
 */
function lazy(code: string, req: NodeJS.Require) {
  let fn: ((...args: unknown[]) => unknown) & { errors?: unknown };
  const wrapper = function (this: unknown, ...args: unknown[]) {
    fn ??= evaluate(code, req) as typeof fn;
    const result = fn.apply(this, args);
    wrapper.errors = fn.errors;
    return result;
  } as ((...args: unknown[]) => unknown) & { errors?: unknown };
  return wrapper;
}

const keyOf = (o: RouteOpts, part: string | undefined) =>
  o.method && o.url && part ? `${o.method} ${o.url} ${part}` : undefined;

/**
 * Compiling every route's validators (ajv) and serializers (fast-json-stringify) takes about 5 s per
 * Fastify instance here. The built server keeps the generated code (Fastify's documented "standalone"
 * mode) in a file next to itself, keyed by a hash of the built server (ADR 0171): a start without that
 * file compiles as usual and has a low-priority child process write it (generating the code is slow);
 * every later start of the same build only evaluates it. A route missing from the file (none should
 * be) is compiled as usual.
 */
export class SchemaCache {
  readonly file: string | undefined;
  private readonly stored: Stored | undefined;
  private readonly fresh: Stored = { validators: {}, serializers: {} };

  /**
   * `builtServer`: the running server module's path; without one (sources via tsx) nothing is cached.
   * `file`: where to keep the code instead (the API tests keep one file per version of the sources).
   */
  constructor(builtServer: string | undefined, file?: string) {
    if (file) this.file = file;
    else if (builtServer && existsSync(builtServer)) {
      const hash = createHash('sha256').update(readFileSync(builtServer)).digest('hex').slice(0, 16);
      this.file = path.join(path.dirname(builtServer), '.schema-cache', `${hash}.json`);
    }
    if (this.file && existsSync(this.file)) {
      const file = JSON.parse(readFileSync(this.file, 'utf8')) as StoredFile;
      const unpack = (map: Record<string, number>) =>
        Object.fromEntries(Object.entries(map).map(([key, i]) => [key, file.codes[i]!]));
      this.stored = { validators: unpack(file.validators), serializers: unpack(file.serializers) };
    }
  }

  /** True when an earlier start left the compiled code of this build. */
  get warm(): boolean {
    return this.stored !== undefined;
  }

  /** Fastify's `schemaController` reusing the stored code (plain compilation where none is stored). */
  reader(): NonNullable<FastifyServerOptions['schemaController']> {
    const stored = this.stored;
    if (!stored) return {};
    const plainValidator = ValidatorSelector();
    const plainSerializer = SerializerSelector();
    return {
      compilersFactory: {
        buildValidator: (externalSchemas: unknown, options: unknown) => {
          const compile = (plainValidator as Factory)(externalSchemas, options);
          return (opts: RouteOpts) => {
            const code = stored.validators[keyOf(opts, opts.httpPart) ?? ''];
            return code ? lazy(code, validatorRequire) : compile(opts);
          };
        },
        buildSerializer: (externalSchemas: unknown, options: unknown) => {
          const compile = (plainSerializer as Factory)(externalSchemas, options);
          return (opts: RouteOpts) => {
            const code = stored.serializers[keyOf(opts, `${opts.httpStatus} ${opts.contentType}`) ?? ''];
            return code ? lazy(code, fjsRequire) : compile(opts);
          };
        },
      } as never,
    };
  }

  /** Fastify's `schemaController` generating the standalone code of every route, for `save()`. */
  writer(): NonNullable<FastifyServerOptions['schemaController']> {
    const fresh = this.fresh;
    const writeValidator = StandaloneValidator({
      readMode: false,
      storeFunction: (opts: RouteOpts, code: string) => {
        const key = keyOf(opts, opts.httpPart);
        if (key) fresh.validators[key] = code;
      },
    });
    const writeSerializer = StandaloneSerializer({
      readMode: false,
      storeFunction: (opts: RouteOpts, code: string) => {
        const key = keyOf(opts, `${opts.httpStatus} ${opts.contentType}`);
        if (key) fresh.serializers[key] = code;
      },
    });
    const plainSerializer = SerializerSelector();
    const plainValidator = ValidatorSelector();
    return {
      compilersFactory: {
        // A schema with a keyword that runs a function (the rich-text sanitiser) has no standalone code:
        // it is compiled as usual, at every start, and the others are kept.
        buildValidator: (externalSchemas: unknown, options: unknown) => {
          const generate = (writeValidator as Factory)(externalSchemas, options);
          const plain = (plainValidator as Factory)(externalSchemas, options);
          return (opts: RouteOpts) => {
            try {
              return generate(opts);
            } catch {
              return plain(opts);
            }
          };
        },
        buildSerializer: (externalSchemas: unknown, options: unknown) => {
          const generate = (writeSerializer as Factory)(externalSchemas, options);
          const plain = (plainSerializer as Factory)(externalSchemas, options);
          return (opts: RouteOpts) => {
            const key = keyOf(opts, `${opts.httpStatus} ${opts.contentType}`);
            if (!key) return plain(opts);
            generate(opts);
            const code = fresh.serializers[key];
            return code ? evaluate(code, fjsRequire) : plain(opts);
          };
        },
      } as never,
    };
  }

  /** Writes what `writer()` generated (call after `ready()`), atomically. */
  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}`;
    const codes: string[] = [];
    const index = new Map<string, number>();
    const pack = (map: Code) =>
      Object.fromEntries(
        Object.entries(map).map(([key, code]) => {
          if (!index.has(code)) index.set(code, codes.push(code) - 1);
          return [key, index.get(code)!];
        }),
      );
    const file: StoredFile = {
      codes,
      validators: pack(this.fresh.validators),
      serializers: pack(this.fresh.serializers),
    };
    writeFileSync(temporary, JSON.stringify(file));
    renameSync(temporary, this.file);
  }
}
