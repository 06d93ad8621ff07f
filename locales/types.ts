/**
 * The shape every translation must have: the same keys as the English messages, any strings.
 * French files `satisfies Messages<typeof en>` so a missing or extra key fails the typecheck.
 */
export type Messages<T> = {
  [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
