// PostgreSQL repositories of the checkout slice (issue 3).
export {};
