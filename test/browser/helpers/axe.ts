import axe from 'axe-core';
import { expect } from 'chai';

/**
 * Runs axe-core (WCAG 2.1 A and AA) on `context`, shadow roots included, and fails with every
 * violation's rule, help and target.
 */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  });
  const problems = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => JSON.stringify(node.target)).join('\n    ')}`,
  );
  expect(problems, problems.join('\n')).to.deep.equal([]);
}
