// The checkout context (issue 3): rules, types and ports.
export {};
