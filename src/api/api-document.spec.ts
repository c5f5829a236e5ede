import { Controller, Get, HttpCode, Post, type INestApplication } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from './access.decorator.js';
import { Answers } from './answers.decorator.js';
import { buildApiDocument } from './api-document.js';
import { ZodBody, ZodQuery } from './zod-body.pipe.js';

const bodySchema = z.strictObject({ name: z.string().min(1), seats: z.int().min(2).default(2), kind: z.literal('casual') });
const querySchema = z.object({ table: z.string().optional(), limit: z.string() });
const answerSchema = z.strictObject({ ok: z.literal(true) });

@Controller('api/toys')
class ToyController {
  @Access('public')
  @ApiOperation({ summary: 'Every toy' })
  @Answers(z.array(answerSchema))
  @Get()
  list(@ZodQuery(querySchema) _query: unknown) {
    return [];
  }

  @Access('admin')
  @ApiOperation({ summary: 'Make a toy' })
  @Answers(answerSchema)
  @Post()
  create(@ZodBody(bodySchema) _body: unknown) {
    return { ok: true };
  }

  @Access('judge-or-admin')
  @ApiOperation({ summary: 'The toys as text' })
  @Answers({ mediaType: 'text/csv', description: 'one row per toy' })
  @Post('export')
  @HttpCode(200)
  export() {
    return '';
  }
}

describe('the OpenAPI document, derived from the controllers', () => {
  let app: INestApplication;
  let paths: Record<string, Record<string, any>>;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ToyController] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    const document = buildApiDocument(app);
    expect(document.openapi).toBe('3.1.0');
    paths = document.paths as typeof paths;
  });

  afterAll(() => app?.close());

  it("states every route's credential as x-access, and asks for the admin token on an admin route", () => {
    expect(paths['/api/toys']!.get['x-access']).toBe('public');
    expect(paths['/api/toys']!.get.security).toBeUndefined();
    expect(paths['/api/toys']!.post['x-access']).toBe('admin');
    expect(paths['/api/toys']!.post.security).toEqual([{ adminToken: [] }]);
    expect(paths['/api/toys/export']!.post['x-access']).toBe('judge-or-admin');
  });

  it('shows the body a route validates with, as the zod schema takes it in (a default makes a field optional)', () => {
    const body = paths['/api/toys']!.post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'kind']);
    expect(body.properties.seats).toMatchObject({ type: 'integer', minimum: 2, default: 2 });
    expect(body.additionalProperties).toBe(false);
  });

  it('lists each query field of the zod schema, required when the schema requires it', () => {
    const params = paths['/api/toys']!.get.parameters.map((p: any) => [p.name, p.in, p.required]);
    expect(params).toEqual(expect.arrayContaining([['table', 'query', false], ['limit', 'query', true]]));
  });

  it('answers under the status the route answers with: 201 for a POST, its @HttpCode otherwise, and the error shape for the rest', () => {
    expect(paths['/api/toys']!.post.responses['201'].content['application/json'].schema.properties.ok).toBeDefined();
    expect(paths['/api/toys']!.get.responses['200'].content['application/json'].schema.type).toBe('array');
    expect(paths['/api/toys/export']!.post.responses['200']).toEqual({ description: 'one row per toy', content: { 'text/csv': { schema: { type: 'string' } } } });
    expect(paths['/api/toys']!.get.responses.default.content['application/json'].schema.required).toEqual(['error']);
  });

  it('lists itself and the API page, both public', () => {
    expect(paths['/api/openapi.json']!.get['x-access']).toBe('public');
    expect(paths['/api/docs']!.get['x-access']).toBe('public');
  });
});

describe('@Answers', () => {
  it('refuses to sit below the route decorator, where it cannot tell the status', () => {
    expect(() => {
      class Misplaced {
        @Get()
        @Answers(answerSchema)
        read() {
          return { ok: true };
        }
      }
      return Misplaced;
    }).toThrow(/above its @Get/);
  });
});
