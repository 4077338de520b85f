// PostgreSQL repositories of the cart slice (issue 3).
export {};
