import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@fundi/shared', () => {
  it('exposes the rules, the catalogue and the lead’s API contracts from one entry', () => {
    expect(shared.loginRequest).toBeDefined();
    expect(shared.createOrderRequest).toBeDefined();
    expect(shared.categories).toHaveLength(16);
    expect(shared.orderTransitions.cancel.by).toBe('buyer');
    expect(shared.errorResponse).toBeDefined();
  });
});
