import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../shared/constants';
import type { DedicatedVaBook } from './dedicated-va';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import { vaBody } from './va-api';

/** Dedicated VA's route in the gateway simulator: POST /v1/dedicated-va. */

const text = z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX);

const CreateDedicatedVaSchema = z.strictObject({
  reference: text,
  bank_code: text,
  account_name: text,
});

function createDedicatedVa(book: DedicatedVaBook, body: unknown): SimResponse {
  const input = parseWith(CreateDedicatedVaSchema, body);
  const result = book.create({
    reference: input.reference,
    bankCode: input.bank_code,
    accountName: input.account_name,
  });
  if (!result.ok) {
    throw new SimHttpError(
      422,
      'validation_failed',
      'Dedicated virtual accounts are offered for banks 002 and 013 only',
      {
        bank_code: ['Not supported for dedicated virtual accounts'],
      },
    );
  }
  return jsonResponse(result.created ? 201 : 200, vaBody(result.record));
}

export function dedicatedVaGatewayRoutes(book: DedicatedVaBook): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/dedicated-va$/,
      kind: 'api',
      handle: ({ body }) => createDedicatedVa(book, body),
    },
  ];
}
