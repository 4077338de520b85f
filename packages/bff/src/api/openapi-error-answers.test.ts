import { describe, expect, it } from 'vitest';
import { openApiErrorAnswers } from './openapi-error-answers.js';

const descriptionOf = (answers: Record<string, unknown>, status: string) => (answers[status] as { description: string } | undefined)?.description;
const examplesOf = (answers: Record<string, unknown>, status: string) =>
  Object.keys((answers[status] as { content: { 'application/json': { examples?: object } } }).content['application/json'].examples ?? {});

describe('openApiErrorAnswers', () => {
  it("answers each of the route's codes under the status of the domain's table, with an example per code", () => {
    const answers = openApiErrorAnswers({ auth: 'none', errors: ['BSK404', 'INV700', 'INV701'] });
    expect(Object.keys(answers)).toEqual(['400', '404', '406', '409', '4XX', '5XX']);
    expect(descriptionOf(answers, '404')).toContain('`BSK404` (cart not found)');
    expect(examplesOf(answers, '409')).toEqual(['INV700', 'INV701']);
    expect(examplesOf(answers, '5XX')).toEqual(['GEN500']);
  });

  it("puts a code under the route's own status when it has one", () => {
    const answers = openApiErrorAnswers({ auth: 'none', errors: ['AUT432'], errorStatus: { AUT432: 403 } });
    expect(examplesOf(answers, '403')).toEqual(['AUT432']);
    expect(answers).not.toHaveProperty('401');
  });

  it('lists what defineRoute refuses before the handler: bad input, a body of another type or too large, no token', () => {
    const answers = openApiErrorAnswers({ auth: 'agent', body: {}, errors: [] });
    expect(Object.keys(answers)).toEqual(['400', '401', '403', '406', '413', '415', '4XX', '5XX']);
    expect(examplesOf(answers, '406')).toEqual(['API406']);
    expect(examplesOf(answers, '415')).toEqual(['API415']);
    expect(examplesOf(answers, '401')).toEqual(['AUT432']);
    expect(openApiErrorAnswers({ auth: 'required', errors: [], answerMediaType: 'application/pdf' })).not.toHaveProperty('406');
  });
});
