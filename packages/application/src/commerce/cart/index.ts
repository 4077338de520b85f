// Server-side use cases of the cart slice (issue 3).
export {};
