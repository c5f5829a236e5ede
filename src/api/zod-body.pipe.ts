import type { PipeTransform } from '@nestjs/common';
import type { ZodType, z } from 'zod';
import { HubError } from '../kernel/hub-error.js';
import { describeIssues } from '../protocol/index.js';

/** Validates a request body (or query) with the same zod schema the OpenAPI document is generated from. */
export class ZodPipe<S extends ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (!parsed.success) throw new HubError('invalid-message', describeIssues(parsed.error));
    return parsed.data;
  }
}
