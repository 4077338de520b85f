// PostgreSQL repositories of the delivery slice (issue 3).
export {};
