// Server-side use cases of the checkout slice (issue 3).
export {};
