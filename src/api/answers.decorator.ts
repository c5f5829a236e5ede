import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ApiResponse } from '@nestjs/swagger';
import type { ZodType } from 'zod';

/** A JSON answer's zod schema, or a description of an answer in another media type (none: no body). */
export type Answer = ZodType | { readonly mediaType?: string; readonly description: string };

/**
 * The success answer of a route in the OpenAPI document, under the status the route answers with
 * (its `@HttpCode`, else Nest's 201 for POST and 200 otherwise). Put it above the route's method
 * decorator, which must already be applied to tell the status.
 */
export function Answers(answer: Answer): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as object;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) throw new Error(`@Answers on ${String(key)} must sit above its @Get/@Post/...`);
    const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
    const response = isSchema(answer)
      ? { status, description: 'OK', standardSchema: answer }
      : { status, description: answer.description, ...(answer.mediaType === undefined ? {} : { content: { [answer.mediaType]: { schema: { type: 'string' as const } } } }) };
    ApiResponse(response)(target, key, descriptor);
  };
}

function isSchema(answer: Answer): answer is ZodType {
  return '~standard' in answer;
}
