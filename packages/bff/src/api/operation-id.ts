const upperFirst = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route that names none: camelCase of the method and the path's words, each
 * path parameter read as `By<Name>`. Deterministic, so a generated client's method names stay put
 * from one build to the next.
 * @example defaultOperationId('get', '/cart/v1/cart/:basketId') // 'getCartV1CartByBasketId'
 */
export function defaultOperationId(method: string, path: string): string {
  const words = path.split('/').flatMap((segment) => {
    const parameter = /^:([A-Za-z0-9_]+)$/.exec(segment)?.[1];
    const parts = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter((part) => part !== '');
    return parameter === undefined ? parts : ['By', ...parts];
  });
  return method.toLowerCase() + words.map(upperFirst).join('');
}
