// Server-side use cases of the catalogue slice (issue 3).
export {};
