// Server-side use cases of the delivery slice (issue 3).
export {};
