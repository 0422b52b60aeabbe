/**
 * The pieces escapes from a path are made of (separators, dots, their encodings, schemes, a foreign
 * host): the property tests build paths from them, each adding the pieces of its own door.
 */
export const PATH_ESCAPE_PIECES = ['/', '//', '\\', '.', '..', '%2F', '%2f', '%5C', '%2e', '%252F', ':', 'https:', 'javascript:', '@', 'evil.example'] as const;
