// PostgreSQL repositories of the identity slice (issue 3).
export {};
