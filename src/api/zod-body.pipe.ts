import { Body, Query, type PipeTransform } from '@nestjs/common';
import type { ZodType, z } from 'zod';
import { HubError } from '../kernel/hub-error.js';
import { describeIssues } from '../protocol/index.js';

/** Validates a request body (or query) with a zod schema: a readable refusal naming each problem. */
export class ZodPipe<S extends ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (!parsed.success) throw new HubError('invalid-message', describeIssues(parsed.error));
    return parsed.data;
  }
}

/**
 * The request body, validated with `schema`; the same schema is the body in the OpenAPI document
 * (Nest keeps it on the parameter, @nestjs/swagger reads it there), so the two cannot disagree.
 */
export const ZodBody = (schema: ZodType): ParameterDecorator => Body({ schema, pipes: [new ZodPipe(schema)] });

/** The query string, validated with `schema` and documented field by field from it. */
export const ZodQuery = (schema: ZodType): ParameterDecorator => Query({ schema, pipes: [new ZodPipe(schema)] });
