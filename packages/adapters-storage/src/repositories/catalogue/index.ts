// PostgreSQL repositories of the catalogue slice (issue 3).
export {};
