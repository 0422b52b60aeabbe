/**
 * The account area of the built-in API (issue 7): the signed-in shopper's purchases, consignments
 * and offers. The contract, with its error rules, is src/lib/contract/account-area.ts.
 */
import { Hono, type Context } from 'hono';
import type { ConsignmentDetail, ConsignmentSummary, Offer, OrderDetail, OrderSummary, PagedResponse } from '../../lib/contract/account-area.ts';
import type { DataResponse } from '../../lib/contract/settings.ts';
import type { AppEnv } from '../app-env.ts';
import { readParam, readQuery } from '../http/validate.ts';
import { consignmentDetail, findConsignment, listConsignments } from './consignments.queries.ts';
import { answerCurrency } from './money.queries.ts';
import { listOffers } from './offers.queries.ts';
import { findOrder, listOrders, orderDetail } from './orders.queries.ts';
import { ownedBy, requireUserId } from './owner.ts';
import { consignmentIdParam, currencyQuery, listQuery, orderIdParam } from './schemas.ts';

type AreaContext = Context<AppEnv>;

/** Personal data: never kept by a shared cache. */
function privateJson<T>(c: AreaContext, body: T): Response {
  c.header('Cache-Control', 'private, no-store');
  return c.json(body);
}

async function listContext(c: AreaContext) {
  const userId = requireUserId(c.var.session);
  const query = readQuery(c, listQuery);
  const currency = await answerCurrency(c.env.DB, query.currency);
  return { userId, currency, page: { size: query.l, number: query.p } };
}

async function detailContext(c: AreaContext) {
  const userId = requireUserId(c.var.session);
  const { currency: code } = readQuery(c, currencyQuery);
  return { userId, currency: await answerCurrency(c.env.DB, code) };
}

export const accountAreaRoutes = new Hono<AppEnv>()
  .get('/v1/orders', async (c) => {
    const { userId, currency, page } = await listContext(c);
    const { rows, total } = await listOrders(c.env.DB, userId, page, currency);
    return privateJson<PagedResponse<OrderSummary>>(c, { data: rows, total_count: total });
  })
  .get('/v1/orders/:id', async (c) => {
    const { userId, currency } = await detailContext(c);
    const orderId = readParam(c, 'id', orderIdParam);
    const row = ownedBy(await findOrder(c.env.DB, orderId), userId, 'Order');
    return privateJson<DataResponse<OrderDetail>>(c, { data: await orderDetail(c.env.DB, row, currency) });
  })
  .get('/v1/consignments', async (c) => {
    const { userId, currency, page } = await listContext(c);
    const { rows, total } = await listConsignments(c.env.DB, userId, page, currency);
    return privateJson<PagedResponse<ConsignmentSummary>>(c, { data: rows, total_count: total });
  })
  .get('/v1/consignments/:id', async (c) => {
    const { userId, currency } = await detailContext(c);
    const id = readParam(c, 'id', consignmentIdParam);
    const row = ownedBy(await findConsignment(c.env.DB, id), userId, 'Consignment');
    return privateJson<DataResponse<ConsignmentDetail>>(c, { data: await consignmentDetail(c.env.DB, row, currency) });
  })
  .get('/v1/offers', async (c) => {
    const { userId, currency, page } = await listContext(c);
    const { rows, total } = await listOffers(c.env.DB, userId, page, currency);
    return privateJson<PagedResponse<Offer>>(c, { data: rows, total_count: total });
  });
