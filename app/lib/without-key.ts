/** Conform's field props carry a React key, which must not be spread into JSX. */
export function withoutKey<T extends { key?: unknown }>({ key: _key, ...props }: T): Omit<T, "key"> {
  return props;
}
