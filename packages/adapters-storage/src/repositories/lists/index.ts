// PostgreSQL repositories of the lists slice (issue 3).
export {};
