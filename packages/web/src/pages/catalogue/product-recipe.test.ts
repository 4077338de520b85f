import { describe, expect, it } from 'vitest';
import { recipeFromUrl, withRecipe } from './product-recipe.js';

describe('customs recipe on a product URL', () => {
  it('reads the recipe query parameter and ignores a value the cart would refuse', () => {
    expect(recipeFromUrl(new URL('https://s.example/en-us/p/x-SR0045600?recipe=R-123_a'))).toBe('R-123_a');
    expect(recipeFromUrl(new URL('https://s.example/en-us/p/x-SR0045600'))).toBeNull();
    expect(recipeFromUrl(new URL('https://s.example/en-us/p/x-SR0045600?recipe=%3Cscript%3E'))).toBeNull();
    expect(recipeFromUrl(new URL(`https://s.example/en-us/p/x-SR0045600?recipe=${'a'.repeat(101)}`))).toBeNull();
  });

  it('adds the recipe to a cart line as recipeId, and nothing without one', () => {
    expect(withRecipe({ productId: 'SR0045600', qty: 1 }, 'R1')).toEqual({ productId: 'SR0045600', qty: 1, recipeId: 'R1' });
    expect(withRecipe({ productId: 'SR0045600', qty: 1 }, null)).toEqual({ productId: 'SR0045600', qty: 1 });
  });
});
