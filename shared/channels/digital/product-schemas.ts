import * as z from 'zod';
import { PRODUCT_CODE_LENGTH_MAX } from '../../constants';
import { DIGITAL_QUERY_TEXT_LENGTH_MAX } from './limits';
import { PageQuerySchema } from '../../schemas/common';
import { DIGITAL_CATEGORIES } from './catalog';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

const queryText = (description: string, example: string) =>
  z.string().trim().min(1).max(DIGITAL_QUERY_TEXT_LENGTH_MAX).optional().meta({ description, example });

/** GET /tv/products: filters, then the contract's page size (1 to 100, default 20) and page. */
export const ListDigitalProductsQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    category: z.enum(DIGITAL_CATEGORIES).optional().meta({ description: 'Only products of this category' }),
    operator: queryText('Only products of this operator (exact name, any case)', 'Telkomsel'),
    search: queryText('Only products whose name or code contains this text (any case)', 'mobile legends'),
    ...PageQuerySchema.shape,
  }))();
export type ListDigitalProductsQuery = z.infer<typeof ListDigitalProductsQuerySchema>;

/** Any other code is simply not in the catalog: 404 not_found. */
export const DigitalProductCodeParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    kode: z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9]{1,${PRODUCT_CODE_LENGTH_MAX}}$`),
        `1 to ${PRODUCT_CODE_LENGTH_MAX} letters or digits`,
      )
      .meta({ description: 'The product code (kode_produk), any case', example: 'TSEL10' }),
  }))();

export const DigitalProductSchema = /* @__PURE__ */ (() =>
  z
    .object({
      kode_produk: z.string().meta({ example: 'TSEL10' }),
      nama: z.string().meta({ example: 'Telkomsel 10.000' }),
      kategori: z.enum(DIGITAL_CATEGORIES),
      operator: z.string().meta({ example: 'Telkomsel' }),
      harga: z.number().int().meta({
        description:
          'Your price in IDR: the provider price plus your account markup. For `pascabayar` products: the admin fee per bill',
        example: 10_900,
      }),
      status: z
        .enum(['active', 'inactive'])
        .meta({ description: 'Orders for inactive products are refused (422 product_inactive)' }),
      butuh_server_id: z.boolean().meta({ description: 'Orders need `server_id` besides `tujuan`' }),
    })
    .meta({ id: 'DigitalProduct' }))();

export const DigitalProductFieldSchema = /* @__PURE__ */ (() =>
  z
    .object({
      name: z.enum(['tujuan', 'server_id']),
      label: z.string().meta({ example: 'Nomor HP' }),
      type: z.literal('string'),
      required: z.boolean(),
    })
    .meta({ id: 'DigitalProductField', description: 'One input an order for the product needs' }))();

export const DigitalProductDetailSchema = /* @__PURE__ */ (() =>
  z
    .object({ ...DigitalProductSchema.shape, fields: z.array(DigitalProductFieldSchema) })
    .meta({ id: 'DigitalProductDetail' }))();

export const ListDigitalProductsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(DigitalProductSchema),
      meta: z.object({
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int().meta({ description: 'Products matching the filters' }),
      }),
    })
    .meta({ id: 'DigitalProductList' }))();

export const GetDigitalProductResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), data: DigitalProductDetailSchema }).meta({ id: 'DigitalProductResponse' }))();
