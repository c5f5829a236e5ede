import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { LEAGUE_REFUSAL_CODES } from '../protocol/index.js';
import { ADMIN_TOKEN_SCHEME } from './access.decorator.js';

/** Where the hub serves its OpenAPI document, and the browsable API page over it. */
const API_DOCUMENT_PATH = 'api/openapi.json';
const API_PAGE_PATH = 'api/docs';
const HUB_VERSION = '0.1.0';

/** A refusal names its reason and params where a page words it in its reader's language (src/protocol/league-refusal-codes.ts). */
const errorSchema = z.strictObject({
  error: z.strictObject({ code: z.string(), message: z.string(), reason: z.enum(LEAGUE_REFUSAL_CODES).optional(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }),
});

/**
 * The OpenAPI 3.1 document, derived by @nestjs/swagger from the controllers: each route's summary,
 * `x-access` (@Access), answer (@Answers) and the zod schemas its parameters validate with
 * (ZodBody, ZodQuery). zod 4 writes JSON Schema 2020-12, which is what OpenAPI 3.1 schemas are,
 * so the bridge is `z.toJSONSchema` itself (nestjs-zod does not support Nest 12); @nestjs/swagger
 * writes a `const` as a one-value `enum`, which means the same.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Mirrormat hub')
    .setVersion(HUB_VERSION)
    .setDescription(`REST API of the Mirrormat hub. Live game state is on the WebSocket at /ws (src/protocol). Browse it at /${API_PAGE_PATH}.`)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'auth.adminToken from mirrormat.yaml' }, ADMIN_TOKEN_SCHEME)
    .addGlobalResponse({ status: 'default', description: 'An error', schema: jsonSchemaOf(errorSchema, 'output').schema })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    standardSchemaConverter: (schema, { schemaType }) => (schema instanceof z.ZodType ? jsonSchemaOf(schema, schemaType) : undefined),
  });
  // SwaggerModule serves these two itself, outside the controllers the document is made from.
  document.paths[`/${API_DOCUMENT_PATH}`] = { get: publicPage('This document', 'OpenAPI 3.1', 'application/json') };
  document.paths[`/${API_PAGE_PATH}`] = { get: publicPage('This document as a browsable page (Swagger UI)', 'the API page', 'text/html') };
  return document;
}

/** Serves the document at /api/openapi.json and the API page at /api/docs. */
export function serveApiDocument(app: INestApplication): void {
  SwaggerModule.setup(API_PAGE_PATH, app, () => buildApiDocument(app), {
    jsonDocumentUrl: API_DOCUMENT_PATH,
    raw: ['json'],
    customSiteTitle: 'Mirrormat hub API',
  });
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  return { schema: rest, components: ($defs ?? {}) as Record<string, Record<string, unknown>> };
}

function publicPage(summary: string, description: string, mediaType: string) {
  return {
    summary,
    'x-access': 'public',
    responses: { '200': { description, content: { [mediaType]: { schema: { type: 'string' as const } } } } },
  };
}
