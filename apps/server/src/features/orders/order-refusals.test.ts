import { describe, expect, it } from 'vitest';
import { notYourStepError, stepNotAllowedError } from './order-refusals';

describe('a refused order step', () => {
  it('names the side that may take it', () => {
    const error = notYourStepError('cancel');
    expect([error.kind, error.code, error.message]).toEqual(['forbidden', 'ORDER_ACTION_NOT_YOURS', 'Only the buyer can cancel this order']);
  });

  it('names the status that forbids it, in lower case words', () => {
    const error = stepNotAllowedError('start', 'IN_PROGRESS');
    expect([error.kind, error.code, error.message]).toEqual(['conflict', 'ORDER_ACTION_NOT_ALLOWED', 'Cannot start an order that is in progress']);
  });
});
