/** Three-valued logic result: true, false, or null when the conditions cannot be evaluated. */
export type TriState = boolean | null;

const CONDITION_OPERATORS: readonly string[] = ['and', 'or', 'not'];

function evaluateAnd<Leaf>(operands: readonly unknown[], leaf: (value: Leaf) => TriState): TriState {
  let sawNull = false;
  for (const operand of operands) {
    const result = evaluateConditionTree(operand, leaf);
    if (result === false) return false;
    if (result === null) sawNull = true;
  }
  return sawNull ? null : true;
}

function evaluateOr<Leaf>(operands: readonly unknown[], leaf: (value: Leaf) => TriState): TriState {
  let sawNull = false;
  for (const operand of operands) {
    const result = evaluateConditionTree(operand, leaf);
    if (result === true) return true;
    if (result === null) sawNull = true;
  }
  return sawNull ? null : false;
}

function evaluateNot<Leaf>(operands: readonly unknown[], leaf: (value: Leaf) => TriState): TriState {
  if (operands.length === 0) return null;
  const result = evaluateConditionTree(operands[0], leaf);
  return result === null ? null : !result;
}

/**
 * Evaluates an and/or/not condition tree exactly as the Optimizely SDK's condition_tree_evaluator:
 * an array whose first item is an operator applies it to the rest; an array starting with any other string is an
 * implicit "or" over all items; an array starting with a non-string drops that first item and ORs the rest
 * (an SDK quirk kept for fidelity); anything else is a leaf.
 * @example evaluateConditionTree(['and', 'a', ['not', 'b']], (id) => id === 'a') // true
 */
export function evaluateConditionTree<Leaf>(conditions: unknown, leaf: (value: Leaf) => TriState): TriState {
  if (!Array.isArray(conditions)) return leaf(conditions as Leaf);
  const first: unknown = conditions[0];
  if (typeof first === 'string' && !CONDITION_OPERATORS.includes(first)) return evaluateOr(conditions, leaf);
  const rest = conditions.slice(1);
  if (first === 'and') return evaluateAnd(rest, leaf);
  if (first === 'not') return evaluateNot(rest, leaf);
  return evaluateOr(rest, leaf);
}
