// Server-side use cases of the lists slice (issue 3).
export {};
