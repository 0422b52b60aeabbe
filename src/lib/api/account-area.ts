/** The account area's calls (issue 7), one function per call. Contract: src/lib/contract/account-area.ts. */
import type { AccountListQuery, ConsignmentDetail, ConsignmentSummary, Offer, OrderDetail, OrderSummary, PagedResponse } from '../contract/account-area.ts';
import type { DataResponse } from '../contract/settings.ts';
import { http } from './http.ts';

/** GET /v1/orders?l=&p=&currency= */
export function listOrders(query: AccountListQuery): Promise<PagedResponse<OrderSummary>> {
  return http<PagedResponse<OrderSummary>>('/v1/orders', { query: { ...query } });
}

/** GET /v1/orders/{id}?currency= */
export async function getOrder(orderId: string, currency: string): Promise<OrderDetail> {
  const answer = await http<DataResponse<OrderDetail>>(`/v1/orders/${encodeURIComponent(orderId)}`, { query: { currency } });
  return answer.data;
}

/** GET /v1/consignments?l=&p=&currency= */
export function listConsignments(query: AccountListQuery): Promise<PagedResponse<ConsignmentSummary>> {
  return http<PagedResponse<ConsignmentSummary>>('/v1/consignments', { query: { ...query } });
}

/** GET /v1/consignments/{id}?currency= */
export async function getConsignment(id: number, currency: string): Promise<ConsignmentDetail> {
  const answer = await http<DataResponse<ConsignmentDetail>>(`/v1/consignments/${id}`, { query: { currency } });
  return answer.data;
}

/** GET /v1/offers?l=&p=&currency= */
export function listOffers(query: AccountListQuery): Promise<PagedResponse<Offer>> {
  return http<PagedResponse<Offer>>('/v1/offers', { query: { ...query } });
}
