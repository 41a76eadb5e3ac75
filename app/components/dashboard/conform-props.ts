/** Conform's get*Props without `key`: React wants a key apart from spread props (it remounts on change). */
export function withoutKey<T extends { key?: unknown }>({ key: _key, ...props }: T) {
  return props;
}
