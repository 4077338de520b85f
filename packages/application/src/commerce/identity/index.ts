// Server-side use cases of the identity slice (issue 3).
export {};
