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
      () => ({ field: 'b', code: 'SELLER_NAME_REQUIRED' }),
      () => {
        laterRan = true;
        return { field: 'c', code: 'SELLER_PHONE_REQUIRED' };
      },
    );
    expect(problem).toEqual({ field: 'b', code: 'SELLER_NAME_REQUIRED' });
    expect(laterRan).toBe(false);
  });

  it('name the first empty field', () => {
    expect(requiredProblem('LOGIN_FIELDS_REQUIRED', { a: 'x', b: '', c: '' })).toEqual({ field: 'b', code: 'LOGIN_FIELDS_REQUIRED' });
    expect(requiredProblem('LOGIN_FIELDS_REQUIRED', { a: 'x' })).toBeNull();
  });

  it('become exactly one issue on the field, its message the code', () => {
    const schema = z
      .object({ a: textInput(), b: textInput() })
      .superRefine((values, ctx) => reportProblem(ctx, requiredProblem('LOGIN_FIELDS_REQUIRED', values)));
    expect(issuesOf(schema, {})).toEqual(['a: LOGIN_FIELDS_REQUIRED']);
  });
});

describe('requiredText', () => {
  it('reports only the required code for absent or blank text', () => {
    const schema = requiredText('SELLER_LOCATION_REQUIRED', 'SELLER_LOCATION_TOO_LONG', 5).refine((town) => town !== 'x', 'Unknown town');
    expect(issuesOf(schema, undefined)).toEqual([': SELLER_LOCATION_REQUIRED']);
    expect(issuesOf(schema, '  ')).toEqual([': SELLER_LOCATION_REQUIRED']);
    expect(issuesOf(schema, 'Eldoret')).toEqual([': SELLER_LOCATION_TOO_LONG']);
    expect(schema.parse(' Thika ')).toBe('Thika');
  });
});

describe('anyCaseEnum', () => {
  const sides = anyCaseEnum(['buyer', 'seller'], 'SELLER_GENDER_REQUIRED');
  const statuses = anyCaseEnum(['PENDING', 'IN_PROGRESS']);

  it('takes an option in any case, with spaces around, and answers its own spelling', () => {
    expect(sides.parse('Buyer')).toBe('buyer');
    expect(sides.parse(' SELLER ')).toBe('seller');
    expect(statuses.parse('in_progress')).toBe('IN_PROGRESS');
  });

  it('refuses anything else with its code', () => {
    expect(issuesOf(z.object({ side: sides }), { side: 'owner' })).toEqual(['side: SELLER_GENDER_REQUIRED']);
    expect(issuesOf(z.object({ side: sides }), {})).toEqual(['side: SELLER_GENDER_REQUIRED']);
    expect(issuesOf(z.object({ side: sides }), { side: 1 })).toEqual(['side: SELLER_GENDER_REQUIRED']);
    expect(sides.safeParse('buyers').success).toBe(false);
    expect(statuses.safeParse('in progress').success).toBe(false);
  });
});
