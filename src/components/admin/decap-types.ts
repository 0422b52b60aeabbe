/** The parts of Decap CMS's browser API the editor's own code uses (its bundle has no types). */

/** An Immutable Map as Decap hands entries around (the parts used here). */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
  deleteIn(path: (string | number)[]): ImmutableMap;
  toJS(): unknown;
}

/** The parts of Decap's preview props used here (entry is an Immutable Map). */
export interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
  widgetsFor(name: string): { getIn(path: string[]): unknown; map?: unknown } & { toArray?: () => unknown[] };
  /** With the field, a path is read from that field's media folder (else the site-wide one). */
  getAsset(path: string, field?: unknown): { toString(): string } | string;
  /** The collection's fields (an Immutable List of Maps). */
  fields?: { find(test: (field: { get(key: string): unknown }) => boolean): unknown };
}

/** React's createElement, as Decap exposes it (window.h). */
export type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** create-react-class, as Decap exposes it (window.createClass): a preview with state. */
export type CreateClass = (spec: Record<string, unknown>) => unknown;
