/**
 * The account area of the built-in API (issue 7): the signed-in shopper's purchases, consignments
 * and offers. The contract, with its error rules, is src/lib/contract/account-area.ts.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { ConsignmentDetail, ConsignmentSummary, Offer, OrderDetail, OrderSummary, PagedResponse } from '../../lib/contract/account-area.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import type { AppEnv } from '../app-env.ts';
import { readParam, readQuery } from '../http/validate.ts';
import { consignmentDetail, findConsignment, listConsignments, type ConsignmentRow } from './consignments.queries.ts';
import { answerCurrency, type AnswerCurrency } from './money.queries.ts';
import { listOffers } from './offers.queries.ts';
import { findOrder, listOrders, orderDetail, type OrderRow } from './orders.queries.ts';
import { ownedBy, requireUserId } from './owner.ts';
import type { PageRequest } from './page.queries.ts';
import { consignmentIdParam, currencyQuery, listQuery, orderIdParam } from './schemas.ts';

type AreaContext = Context<AppEnv>;

/** Personal data: never kept by a shared cache. */
function privateJson<T>(c: AreaContext, body: T): Response {
  c.header('Cache-Control', 'private, no-store');
  return c.json(body);
}

type PageOf<T> = (db: D1Database, userId: number, page: PageRequest, currency: AnswerCurrency) => Promise<{ rows: T[]; total: number }>;

/** A list call: ?l=&p=&currency= read at the door, one page of the signed-in shopper's rows. */
function listRoute<T>(pageOf: PageOf<T>) {
  return async (c: AreaContext) => {
    const userId = requireUserId(c.var.session);
    const query = readQuery(c, listQuery);
    const currency = await answerCurrency(c.env.DB, query.currency);
    const { rows, total } = await pageOf(c.env.DB, userId, { size: query.l, number: query.p }, currency);
    return privateJson<PagedResponse<T>>(c, { data: rows, total_count: total });
  };
}

/** A detail call: the {id} read at the door, the row found and owned by the shopper, then its detail. */
function detailRoute<Id, Row extends { user_id: number }, T>(
  id: z.ZodType<Id>,
  what: string,
  find: (db: D1Database, id: Id) => Promise<Row | null>,
  detail: (db: D1Database, row: Row, currency: AnswerCurrency) => Promise<T>,
) {
  return async (c: AreaContext) => {
    const userId = requireUserId(c.var.session);
    const { currency: code } = readQuery(c, currencyQuery);
    const currency = await answerCurrency(c.env.DB, code);
    const row = ownedBy(await find(c.env.DB, readParam(c, 'id', id)), userId, what);
    return privateJson<DataResponse<T>>(c, { data: await detail(c.env.DB, row, currency) });
  };
}

export const accountAreaRoutes = new Hono<AppEnv>()
  .get('/v1/orders', listRoute<OrderSummary>(listOrders))
  .get('/v1/orders/:id', detailRoute<string, OrderRow, OrderDetail>(orderIdParam, 'Order', findOrder, orderDetail))
  .get('/v1/consignments', listRoute<ConsignmentSummary>(listConsignments))
  .get('/v1/consignments/:id', detailRoute<number, ConsignmentRow, ConsignmentDetail>(consignmentIdParam, 'Consignment', findConsignment, consignmentDetail))
  .get('/v1/offers', listRoute<Offer>(listOffers));
