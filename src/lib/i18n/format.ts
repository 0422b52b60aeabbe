/**
 * Putting values into messages (issue 26): its own module, so an island formats its strings
 * without taking in any language's catalog (messages.ts holds them all).
 */

/**
 * A message with its `{name}` values put in: `format('Version {version}', { version: '1.0' })`.
 * A value the message does not name is ignored; a name without a value stays as written, so a
 * missing value shows in review instead of vanishing.
 */
export function format(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The `{name}` placeholders of a message, in order. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}
