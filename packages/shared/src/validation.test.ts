import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf } from './test-helpers';
import {
  anyCaseEnum,
  exactTextInput,
  firstProblem,
  optionalTextInput,
  reportProblem,
  requiredProblem,
  requiredText,
  textInput,
} from './validation';

describe('inputs', () => {
  it('turn absent values into empty text', () => {
    expect(textInput().parse(undefined)).toBe('');
    expect(textInput().parse(null)).toBe('');
    expect(textInput().parse('  Kisumu ')).toBe('Kisumu');
    expect(optionalTextInput().parse('   ')).toBeNull();
    expect(optionalTextInput().parse(' Kisumu ')).toBe('Kisumu');
    expect(exactTextInput().parse(' pass word ')).toBe(' pass word ');
    expect(exactTextInput().parse(undefined)).toBe('');
  });
});

describe('problems', () => {
  it('stop at the first failing check', () => {
    let laterRan = false;
    const problem = firstProblem(
      () => null,
      () => ({ field: 'b', message: 'second' }),
      () => {
        laterRan = true;
        return { field: 'c', message: 'third' };
      },
    );
    expect(problem).toEqual({ field: 'b', message: 'second' });
    expect(laterRan).toBe(false);
  });

  it('name the first empty field', () => {
    expect(requiredProblem('Fill it', { a: 'x', b: '', c: '' })).toEqual({ field: 'b', message: 'Fill it' });
    expect(requiredProblem('Fill it', { a: 'x' })).toBeNull();
  });

  it('become exactly one issue on the field', () => {
    const schema = z
      .object({ a: textInput(), b: textInput() })
      .superRefine((values, ctx) => reportProblem(ctx, requiredProblem('Fill it', values)));
    expect(issuesOf(schema, {})).toEqual(['a: Fill it']);
  });
});

describe('requiredText', () => {
  it('reports only the required message for absent or blank text', () => {
    const schema = requiredText('Town is required', 'Town', 5).refine((town) => town !== 'x', 'Unknown town');
    expect(issuesOf(schema, undefined)).toEqual([': Town is required']);
    expect(issuesOf(schema, '  ')).toEqual([': Town is required']);
    expect(issuesOf(schema, 'Eldoret')).toEqual([': Town must be at most 5 characters']);
    expect(schema.parse(' Thika ')).toBe('Thika');
  });
});

describe('anyCaseEnum', () => {
  const sides = anyCaseEnum(['buyer', 'seller'], 'Pick a side');
  const statuses = anyCaseEnum(['PENDING', 'IN_PROGRESS']);

  it('takes an option in any case, with spaces around, and answers its own spelling', () => {
    expect(sides.parse('Buyer')).toBe('buyer');
    expect(sides.parse(' SELLER ')).toBe('seller');
    expect(statuses.parse('in_progress')).toBe('IN_PROGRESS');
  });

  it('refuses anything else with its message', () => {
    expect(issuesOf(z.object({ side: sides }), { side: 'owner' })).toEqual(['side: Pick a side']);
    expect(issuesOf(z.object({ side: sides }), {})).toEqual(['side: Pick a side']);
    expect(issuesOf(z.object({ side: sides }), { side: 1 })).toEqual(['side: Pick a side']);
    expect(sides.safeParse('buyers').success).toBe(false);
    expect(statuses.safeParse('in progress').success).toBe(false);
  });
});
