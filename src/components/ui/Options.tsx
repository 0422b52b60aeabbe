/** A native select's <option>s from a list: each item's value (also its key) and its text. */
export function Options<T>({ items, value, label }: { items: readonly T[]; value: (item: T) => string; label: (item: T) => string }) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
