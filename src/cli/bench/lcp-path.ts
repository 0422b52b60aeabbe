/**
 * Why a page misses the LCP goal, read from its Lighthouse result (issue 22: "say which goal is missed,
 * by how much and why, with the trace that shows it"). Lighthouse's mobile figures are simulated
 * (Lantern): the page is loaded once, unthrottled, and the slow-4G, 4x-CPU timings are computed from
 * the requests and tasks of that load. Every request that had finished by the moment the largest paint
 * was observed is on the simulated path to it, however small, and each new connection costs a round
 * trip of its own (the local server speaks HTTP/1.1: parallel requests open parallel connections).
 * So the answer to "why" is that list, with the document's size against the first round trip's
 * 14,600 bytes (TCP's initial window of 10 segments, as Lantern models it).
 */

/** TCP's initial congestion window as Lighthouse's simulation models it: 10 segments of 1,460 bytes. */
export const INITIAL_WINDOW_BYTES = 14_600;

export interface LhrRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

export interface LcpPathInput {
  /** The unthrottled load's largest paint, ms from navigation (the metrics audit's observedLargestContentfulPaint). */
  observedLcpMs: number;
  requests: LhrRequest[];
}

export interface LcpPathRow {
  request: string;
  type: string;
  priority: string;
  bytes: number;
  'ended ms': number;
}

export interface LcpPath {
  rows: LcpPathRow[];
  /** Bytes of every request on the path, the document included. */
  totalBytes: number;
  /** The document's transfer (headers included) and how many initial windows it spans. */
  documentBytes: number;
  documentWindows: number;
}

/** The requests that had finished when the largest paint was observed, in the order they finished. */
export function lcpPath({ observedLcpMs, requests }: LcpPathInput, origin: string): LcpPath {
  const onPath = requests
    .filter((request) => !request.url.startsWith('data:') && (request.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedLcpMs)
    .sort((a, b) => (a.networkEndTime ?? 0) - (b.networkEndTime ?? 0));
  const documentBytes = requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0;
  return {
    rows: onPath.map((request) => ({
      request: request.url.startsWith(origin) ? request.url.slice(origin.length) || '/' : request.url,
      type: request.resourceType ?? '',
      priority: request.priority ?? '',
      bytes: request.transferSize ?? 0,
      'ended ms': Math.round(request.networkEndTime ?? 0),
    })),
    totalBytes: onPath.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    documentBytes,
    documentWindows: Math.ceil(documentBytes / INITIAL_WINDOW_BYTES),
  };
}
