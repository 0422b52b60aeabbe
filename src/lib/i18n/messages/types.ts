import type * as en from './en.ts';

/** Every locale has English's sections and keys, each a string (translations are checked against English). */
export type Messages = { readonly [S in keyof typeof en]: { readonly [K in keyof (typeof en)[S]]: string } };
export type SectionName = keyof Messages;
export type Section<S extends SectionName> = Messages[S];
